#!/bin/sh
# `npm run backup -- FILE` and `npm run restore -- FILE [--force]`, in a checkout and in the container image alike:
# the built backup command (server/dist/backup/backup.cli.js, bundled like the server), the same build as the
# server it backs up. See docs/deploy.md, "Backups".
set -e
cli="$(dirname "$0")/../dist/backup/backup.cli.js"
if [ ! -f "$cli" ]; then
  echo "The server is not built yet: run npm run build (or npm start) first." >&2
  exit 1
fi
exec "${NODE:-node}" "$cli" "$@"
