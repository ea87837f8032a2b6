#!/usr/bin/env bash
# The one test command (`npm test`): lint, types, build, the migrations' lint (squawk), server tests on PGlite and on
# PostgreSQL, three servers behind HAProxy through a rolling upgrade, client tests, browser journeys in Chromium, and
# the container image. Installs Debian's chromium, postgresql, poppler-utils (pdftotext, which reads the money
# documents' text back) and haproxy when missing
# (as root), or says exactly what to install. Every step runs; the summary lists each and the exit code is 0 only
# when all passed.
set -uo pipefail
cd "$(dirname "$0")/.."

export NODE_OPTIONS="${NODE_OPTIONS:-} --no-deprecation"
export npm_config_loglevel=error
JEST=(node --experimental-vm-modules node_modules/jest/bin/jest.js)

# ---- system packages ---------------------------------------------------------------------------------------
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v pdftotext >/dev/null || need+=(poppler-utils)
command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] || need+=(haproxy)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian packages the tests need: ${need[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null ||
      { echo "Could not install ${need[*]}. Run: sudo apt-get install -y ${need[*]}"; exit 1; }
  else
    echo "The tests need Debian packages that are missing: ${need[*]}"
    echo "Install them with: sudo apt-get install -y ${need[*]}"
    exit 1
  fi
fi

# ---- steps ---------------------------------------------------------------------------------------------------
# Each step's output is also kept in a log, so the summary at the end can name the tests that failed (or passed
# only on a retry) even when only the end of a long output is read.
logs=$(mktemp -d /tmp/kandy-test-logs.XXXXXX)
trap 'rm -rf "$logs"' EXIT
names=()
results=()
times=()
step() {
  local name=$1
  shift
  echo
  echo "=== $name"
  local started=$SECONDS
  "$@" 2>&1 | tee "$logs/${#names[@]}.log"
  local code=${PIPESTATUS[0]}
  names+=("$name")
  results+=("$code")
  times+=("$((SECONDS - started))")
  [ "$code" = 0 ] && echo "=== $name: passed ($((SECONDS - started)) s)" || echo "=== $name: FAILED ($((SECONDS - started)) s)"
  return 0
}

# Two steps side by side, each with its own log, shown one after the other when both are done: for steps that each
# keep one core busy (ESLint, tsc), so the two cores of a small machine both work.
#   side_by_side "name A" cmd A... -- "name B" cmd B...
side_by_side() {
  local first=("$1") second=()
  shift
  while [ "$1" != -- ]; do first+=("$1"); shift; done
  shift
  second=("$@")
  local started=$SECONDS a=${#names[@]} b=$((${#names[@]} + 1))
  echo
  echo "=== ${first[0]}  and  ${second[0]} (side by side)"
  "${first[@]:1}" >"$logs/$a.log" 2>&1 &
  local first_pid=$!
  local second_started=$SECONDS
  "${second[@]:1}" >"$logs/$b.log" 2>&1
  local second_code=$? second_time=$((SECONDS - second_started))
  wait "$first_pid"
  local first_code=$? first_time=$((SECONDS - started))
  for i in 0 1; do
    local name code took log
    if [ $i = 0 ]; then name=${first[0]} code=$first_code took=$first_time log=$a; else name=${second[0]} code=$second_code took=$second_time log=$b; fi
    echo
    echo "=== $name"
    cat "$logs/$log.log"
    names+=("$name")
    results+=("$code")
    times+=("$took")
    [ "$code" = 0 ] && echo "=== $name: passed ($took s)" || echo "=== $name: FAILED ($took s)"
  done
}

# The container test's slow first part (installing podman, making its base image) is mostly downloads: it runs in
# the background from the start, and the container step at the end waits for it.
container_prep=""
if [ -f test/container/run.sh ]; then
  bash test/container/run.sh --prepare >"$logs/container-prepare.log" 2>&1 &
  container_prep=$!
fi

# Lint beside the type check and the build (which run one after the other: both compile domain/ to domain/dist).
# The build is `npm start`'s (recorded, so the start in test/process/production-build.spec.ts reuses it), made in a
# shell that says NODE_ENV=development as a developer's may: that test checks the client served is React's
# production build all the same.
side_by_side "lint (eslint, prettier)" npm run --silent lint -- \
  "types (tsc), then build (client, server)" sh -c \
  'npm run --silent check && NODE_ENV=development node scripts/build-if-changed.mjs --always'
step "API types match the server; redocly lint" node scripts/api-types.mjs --check
step "migrations lint (squawk)" npm run --silent lint:migrations
step "server unit + API tests on PGlite" "${JEST[@]}" --ci
# test/api, *.postgres.spec.ts included, and the built server on PostgreSQL: a crash, two processes, backups.
step "server API tests on PostgreSQL" env TEST_DATABASE=postgres scripts/with-postgres.sh "${JEST[@]}" --ci test/api \
  test/process/crash.spec.ts test/process/two-processes.postgres.spec.ts test/process/backup.spec.ts
# Three built servers on one PostgreSQL behind Debian's HAProxy (ops/haproxy/haproxy.cfg): restarted one by one, then
# one killed, under steady traffic; prints what failed (nothing may, but writes in flight on the killed server).
step "servers behind HAProxy: rolling upgrade" env TEST_DATABASE=postgres scripts/with-postgres.sh \
  "${JEST[@]}" --ci test/scale
step "client tests (vitest)" npm exec --silent -w client -- vitest run
step "browser journeys (Chromium)" npx playwright test
if [ -f test/container/run.sh ]; then
  # Waited for here, in this shell: the step below runs in a pipeline, a subshell that cannot wait for it.
  prepared=0
  [ -n "$container_prep" ] && { wait "$container_prep"; prepared=$?; }
  container_test() {
    if [ -n "$container_prep" ]; then
      sed 's/^/  prepare: /' "$logs/container-prepare.log"
      [ "$prepared" = 0 ] || echo "(preparing podman and the base image failed; the test tries again)"
    fi
    bash test/container/run.sh
  }
  step "container image (podman)" container_test
fi

# ---- summary -------------------------------------------------------------------------------------------------
echo
echo "Summary"
passed=0
failed=0
for i in "${!names[@]}"; do
  if [ "${results[$i]}" = 0 ]; then
    passed=$((passed + 1))
    printf '  passed  %-45s %4s s\n' "${names[$i]}" "${times[$i]}"
  else
    failed=$((failed + 1))
    printf '  FAILED  %-45s %4s s\n' "${names[$i]}" "${times[$i]}"
  fi
  # What failed, by name (Jest, Vitest, Playwright, the container test); for a step that passed, Playwright's
  # tests that passed only on a retry.
  if [ "${results[$i]}" = 0 ]; then pattern='^\s+[0-9]+ flaky|^\s+\[chromium\] ›'; else pattern='^\s*(✘|×|FAIL |FAILED:|● |Unhandled |Error: )'; fi
  sed -E 's/\x1b\[[0-9;]*m//g' "$logs/$i.log" 2>/dev/null | grep -E "$pattern" | awk '!seen[$0]++' | head -n 15 |
    sed -E 's/^\s*/            /'
done
echo "Steps: $passed passed, $failed failed"
[ "$failed" = 0 ]
