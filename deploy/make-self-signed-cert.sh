#!/bin/sh
# A self-signed certificate for trying the docker-compose deployment on this machine: writes
# deploy/certs/cert.pem and deploy/certs/key.pem (or into CERT_DIR) for localhost (and any names given as arguments).
# Browsers will warn about it; for a real site, put your CA-issued certificate and key there instead.
set -eu
dir="${CERT_DIR:-$(cd "$(dirname "$0")" && pwd)/certs}"
mkdir -p "$dir"
names="DNS:localhost,IP:127.0.0.1,IP:::1"
for name in "$@"; do names="$names,DNS:$name"; done
umask 077
openssl req -x509 -newkey rsa:2048 -sha256 -nodes -days 365 \
  -subj "/CN=${1:-localhost}" -addext "subjectAltName=$names" \
  -keyout "$dir/key.pem" -out "$dir/cert.pem" 2>/dev/null
chmod 644 "$dir/cert.pem"
echo "Wrote $dir/cert.pem and $dir/key.pem ($names)"
