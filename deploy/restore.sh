#!/bin/sh
# Restores a backup made by backup.sh into the database named by libpq's variables (PGHOST, PGUSER,
# PGPASSWORD, PGDATABASE) or DATABASE_URL, as the API's own role: every table the backup holds is dropped and
# recreated with its rows, in one transaction (a failure leaves the database as it was). Stop the API first
# (docker compose stop api-1 api-2); start it again afterwards. Usage: deploy/restore.sh <file.dump>
set -eu
file="${1:?usage: restore.sh <backup.dump>}"
[ -f "$file" ] || { echo "No backup at $file" >&2; exit 1; }
# Without --dbname pg_restore would print SQL instead of restoring.
database="${DATABASE_URL:-${PGDATABASE:?set PGDATABASE or DATABASE_URL}}"
pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error --dbname="$database" "$file"
echo "Restored $file"
