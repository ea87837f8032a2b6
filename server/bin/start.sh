#!/bin/sh
# Starts the built server as it runs in production: `npm start`, the container's CMD, the browser journeys, the
# process tests and the benchmarks all start it through this file. Arguments go to Node (`--cpu-prof`, for one).
#
# Memory settings that can only be given when the process starts (measured in docs/performance.md, "Memory"):
# - glibc's allocator: at most two arenas (it makes up to 8 per core, one for each thread that allocates, and
#   keeps what each ever held), and blocks over 128 KiB mapped and unmapped on their own, with free memory above
#   128 KiB returned to the system, instead of thresholds that only rise;
# - V8 sized for a small server: a young generation of a few megabytes instead of 32, an old generation that grows
#   in smaller steps (`--optimize-for-size`).
# Each MALLOC_ setting already in the environment wins.
set -e
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}"
exec "${NODE:-node}" --optimize-for-size "$@" "$(dirname "$0")/../dist/main.js"
