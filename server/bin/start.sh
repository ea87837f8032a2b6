#!/bin/sh
# Starts the built server as it runs in production: `npm start`, the container's CMD, the browser journeys, the
# process tests and the benchmarks all start it through this file. Arguments go to Node (`--cpu-prof`, for one).
#
# Memory settings that can only be given when the process starts (measured in docs/performance.md, "Memory"):
# - glibc's allocator: at most two arenas (it makes up to 8 per core, one for each thread that allocates, and
#   keeps what each ever held), and blocks over 128 KiB mapped and unmapped on their own, with free memory above
#   128 KiB returned to the system, instead of thresholds that only rise;
# - V8's young generation: beside the embedded database (whose own memory is some 140 MB of the 250 MB the server
#   may hold), 2 MB a half instead of 16: a few megabytes of RSS instead of 48, and no slower for the kept public
#   answers, whose garbage dies young either way. Beside a PostgreSQL server (DATABASE_URL, in the environment or
#   in .env as main.ts reads it), where the process holds half as much, V8's own 16 MB: a booking's objects then
#   die young while the database answers, and a booking costs a fifth less CPU. Not `--optimize-for-size`: it pins
#   the young generation at a fraction of a megabyte, and the kept answers spent a fifth of their time collecting it;
# - the old generation let grow by 10 % between full collections instead of up to 4 times: under a burst of
#   bookings (their objects outlive the young generation while the database answers) the heap otherwise swelled
#   by 15 MB a second, all of it garbage, to 180 MB before its first full collection;
# - `--expose-gc`, for the one full collection main.ts makes once the start's work is done (its garbage, some
#   30 MB, would otherwise be kept until the heap grows again).
# Each MALLOC_ setting already in the environment wins.
set -e
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}"
database_url="${DATABASE_URL:-}"
if [ -z "$database_url" ] && [ -f .env ]; then
  database_url=$(sed -n 's/^DATABASE_URL=//p' .env | tail -n 1)
fi
if [ -n "$database_url" ]; then young=16; else young=2; fi
exec "${NODE:-node}" --max-semi-space-size="$young" --heap-growing-percent=10 --expose-gc "$@" "$(dirname "$0")/../dist/main.js"
