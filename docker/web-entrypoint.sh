#!/bin/sh
# The shell's remote registry and runtime config are written from the environment at start, so
# moving or rolling back a remote is a configuration change, never a rebuild.
set -e
if [ "$APP" = "shell" ]; then
  node shell/scripts/write-runtime-config.mjs
  exec node scripts/serve-static.mjs --dir shell/dist --port "$PORT" --host "$HOST" --spa
fi
exec node scripts/serve-static.mjs --dir "$APP/dist" --port "$PORT" --host "$HOST"
