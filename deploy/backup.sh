#!/bin/sh
# One backup of the PostgreSQL database: pg_dump's custom format (compressed; pg_restore can restore all of
# it or single tables), named by its UTC time, written beside older ones in BACKUP_DIR, then every backup
# older than BACKUP_KEEP_DAYS days is deleted. The connection comes from libpq's variables (PGHOST, PGPORT,
# PGUSER, PGPASSWORD, PGDATABASE) or DATABASE_URL. The compose service `backup` runs it daily.
set -eu
dir="${BACKUP_DIR:?set BACKUP_DIR}"
keep="${BACKUP_KEEP_DAYS:-14}"
mkdir -p "$dir"
name="${PGDATABASE:-blueprint}-$(date -u +%Y%m%dT%H%M%SZ).dump"
# Written under a temporary name and renamed when complete: a failed or interrupted dump never looks like a backup.
tmp="$dir/.$name.partial"
trap 'rm -f "$tmp"' EXIT
if [ -n "${DATABASE_URL:-}" ]; then
  pg_dump --format=custom --no-owner --file="$tmp" "$DATABASE_URL"
else
  pg_dump --format=custom --no-owner --file="$tmp"
fi
mv "$tmp" "$dir/$name"
find "$dir" -maxdepth 1 -name '*.dump' -type f -mtime "+$((keep - 1))" -delete
echo "Backed up to $dir/$name"
