#!/usr/bin/env bash
# The container test (the last step of `npm test`): builds the image from the Dockerfile with podman, runs it and
# checks it from outside. See docs/deploy.md ("Podman on machines without a Docker engine").
#
#   1. podman: installed from Debian (podman runc debootstrap) when missing and we are root; otherwise the test
#      says plainly that it did not run, and passes, except in CI (CI=true), where it must run.
#   2. A stand-in for the node:24-bookworm-slim base image, made once and kept (no image can be pulled here).
#   3. podman build, then run with a fresh /data volume: /api/health answers 200 within 60 s, the home page is
#      served, the server runs as a non-root user, the image's HEALTHCHECK passes, the staff account from
#      ADMIN_USERNAME/ADMIN_PASSWORD signs in, `npm run backup` inside it writes a complete backup, SIGTERM (podman
#      stop) ends it with exit code 0 within 5 s, and a second start on the same volume keeps the data.
#
# Environment: CI=true (must run), KEEP_CONTAINER=1 (leave the container and volume for a look afterwards),
# BASE_IMAGE (default localhost/kandy-node-base:24), IMAGE (default localhost/kandy-park:test).
#
# `run.sh --prepare` does steps 1 and 2 only (podman and the base image: downloads, little CPU): `npm test` runs it
# in the background while the other tests run, and this test then finds both ready.
set -uo pipefail
cd "$(dirname "$0")/../.."
prepare_only=false
[ "${1:-}" = --prepare ] && prepare_only=true

BASE_IMAGE=${BASE_IMAGE:-localhost/kandy-node-base:24}
IMAGE=${IMAGE:-localhost/kandy-park:test}
ci=false
[ "${CI:-}" = true ] && ci=true
started_at=$SECONDS
timings=()

finish() {
  local code=$1
  echo
  if [ ${#timings[@]} -gt 0 ]; then
    echo "container: where the time went"
    printf '  %s\n' "${timings[@]}"
    printf '  %-44s %4d s\n' "total" "$((SECONDS - started_at))"
  fi
  if [ "$code" = 0 ]; then echo "container: 1 passed, 0 failed"; else echo "container: 0 passed, 1 failed"; fi
  exit "$code"
}
fail() {
  echo "FAILED: $*" >&2
  step_done
  finish 1
}
# Did not run (no podman, not root) outside CI: say so plainly and pass; in CI it is a failure.
not_run() {
  if $ci; then fail "container test could not run in CI: $*"; fi
  echo "container test did not run: $*"
  exit 0
}

step_name=""
step_started=0
step() {
  step_done
  step_name=$1
  step_started=$SECONDS
  printf '\n--- %s\n' "$step_name"
}
step_done() {
  if [ -n "$step_name" ]; then
    timings+=("$(printf '%-44s %4d s' "$step_name" "$((SECONDS - step_started))")")
    printf '    (%d s)\n' "$((SECONDS - step_started))"
  fi
  step_name=""
}

# ---- 1. podman ------------------------------------------------------------------------------------------------
if ! command -v podman >/dev/null || ! command -v runc >/dev/null || ! command -v debootstrap >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "install podman runc debootstrap (apt-get)"
    export DEBIAN_FRONTEND=noninteractive
    apt_log=$(mktemp /tmp/kandy-container-apt.XXXXXX)
    if ! { apt-get update -qq && apt-get install -y -qq podman runc debootstrap; } >"$apt_log" 2>&1; then
      tail -n 20 "$apt_log" >&2
      fail "apt-get install podman runc debootstrap failed"
    fi
    rm -f "$apt_log"
  elif ! command -v podman >/dev/null; then
    not_run "podman is not installed (sudo apt-get install -y podman runc debootstrap)"
  else
    not_run "runc and debootstrap are needed beside podman (sudo apt-get install -y runc debootstrap)"
  fi
fi
if [ "$(id -u)" != 0 ]; then
  # Making the stand-in base image needs debootstrap and chroot, and rootless podman needs more set-up.
  not_run "it needs root here (run it as root: sudo bash test/container/run.sh)"
fi

# Podman settings for these machines (STACK-NOTES.md): runc, no default rlimits, cgroupfs.
work=$(mktemp -d /tmp/kandy-container-test.XXXXXX)
cat >"$work/containers.conf" <<'EOF'
[containers]
default_ulimits = []

[engine]
cgroup_manager = "cgroupfs"
runtime = "runc"
EOF
export CONTAINERS_CONF=$work/containers.conf
PODMAN=(pm)
# podman, without its complaints that there is no systemd to run the periodic health-check timer (the image's
# HEALTHCHECK itself is run below with `podman healthcheck run`).
pm() {
  podman --cgroup-manager cgroupfs "$@" 2> >(grep -v 'unable to get systemd connection' >&2)
}

suffix="$$-$RANDOM"
container=kandy-park-test-$suffix
volume=kandy-park-test-data-$suffix
cleanup() {
  if [ "${KEEP_CONTAINER:-}" = 1 ]; then
    echo "KEEP_CONTAINER=1: left container $container and volume $volume (CONTAINERS_CONF=$CONTAINERS_CONF)"
    return
  fi
  "${PODMAN[@]}" rm -f -t 0 "$container" >/dev/null 2>&1 || true
  "${PODMAN[@]}" volume rm -f "$volume" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
trap 'echo "interrupted"; exit 130' INT TERM

echo "podman $("${PODMAN[@]}" version --format '{{.Client.Version}}' 2>/dev/null), runc $(runc --version 2>/dev/null | awk 'NR == 1 { print $3 }'), storage $("${PODMAN[@]}" info --format '{{.Store.GraphDriverName}}' 2>/dev/null)"

# ---- 2. the stand-in base image -------------------------------------------------------------------------------
if "${PODMAN[@]}" image exists "$BASE_IMAGE"; then
  echo "base image $BASE_IMAGE: cached"
else
  step "make base image (debootstrap, Node from npm)"
  bash test/container/base-image.sh "$BASE_IMAGE" || fail "could not make the base image $BASE_IMAGE"
fi

if $prepare_only; then
  step_done
  echo "container: podman and the base image are ready"
  exit 0
fi

# ---- 3. build -------------------------------------------------------------------------------------------------
step "podman build $IMAGE"
# npm inside the build must reach the registry this machine uses, and trust what it trusts (here a TLS-inspecting
# proxy's CA): a build-only npmrc with the registry and, when the host adds certificates (npm's cafile or
# NODE_EXTRA_CA_CERTS), a CA bundle, both passed as build secrets (in no layer; no auth token is copied).
npm_get() { local v; v=$(npm config get "$1" 2>/dev/null) && [ "$v" != null ] && [ "$v" != undefined ] && echo "$v"; }
registry=$(npm_get registry || true)
secrets=()
printf 'registry=%s\n' "${registry:-https://registry.npmjs.org/}" >"$work/npmrc"
extra_ca=()
cafile=$(npm_get cafile || true)
[ -n "$cafile" ] && [ -f "$cafile" ] && extra_ca+=("$cafile")
[ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ] && extra_ca+=("$NODE_EXTRA_CA_CERTS")
if [ ${#extra_ca[@]} -gt 0 ]; then
  [ -f /etc/ssl/certs/ca-certificates.crt ] && extra_ca+=(/etc/ssl/certs/ca-certificates.crt)
  mapfile -t extra_ca < <(printf '%s\n' "${extra_ca[@]}" | awk '!seen[$0]++')
  for f in "${extra_ca[@]}"; do cat "$f" && echo; done >"$work/npm_ca.pem"
  echo 'cafile=/run/secrets/npm_ca' >>"$work/npmrc"
  secrets+=(--secret "id=npm_ca,src=$work/npm_ca.pem")
  echo "    npm in the build: registry ${registry:-default}, CA bundle from ${extra_ca[*]}"
fi
secrets+=(--secret "id=npmrc,src=$work/npmrc")
# The build shares this machine's npm cache, so a first build does not download again what npm already has.
npm_cache=()
host_npm_cache=$(npm_get cache || true)
if [ -n "$host_npm_cache" ] && mkdir -p "$host_npm_cache" 2>/dev/null; then
  npm_cache=(-v "$host_npm_cache:/npm-host-cache" --build-arg npm_config_cache=/npm-host-cache)
fi
build_log=$work/build.log
# The build's own steps are shown with the seconds since the build began, so the slow ones stand out;
# the whole output is printed only on failure. --jobs: independent stages may build side by side.
build_started=$SECONDS
# The build's steps inherit this shell's open-file limit (containers.conf sets none of its own, and runc here
# refuses to set rlimits). Two `npm ci` runs on a shared cache can pass a soft limit of 1,024 (EMFILE, seen in
# CI), so the soft limit is raised to the hard one for the build.
nofile_soft=$(ulimit -Sn)
ulimit -Sn "$(ulimit -Hn)" 2>/dev/null || true
echo "    open files per process: $(ulimit -Sn) (was $nofile_soft)"
"${PODMAN[@]}" build --network host --runtime runc --format docker --layers --jobs 3 \
  --build-arg NODE_IMAGE="$BASE_IMAGE" "${secrets[@]}" "${npm_cache[@]}" \
  --iidfile "$work/image-id" -t "$IMAGE" . 2>&1 |
  while IFS= read -r line; do
    printf '[%3ds] %s\n' "$((SECONDS - build_started))" "$line" >>"$build_log"
    case $line in
      *STEP\ * | *COMMIT\ * | WARNING:*) printf '    [%3ds] %s\n' "$((SECONDS - build_started))" "${line:0:150}" ;;
    esac
  done
build_code=${PIPESTATUS[0]}
printf '    [%3ds] podman build ended\n' "$((SECONDS - build_started))"
if [ "$build_code" != 0 ]; then
  echo "---- podman build output (last 80 lines; $build_log) ----"
  tail -n 80 "$build_log"
  fail "podman build exited with $build_code"
fi
echo "    $(grep -c -- '--> Using cache' "$build_log") of $(grep -c 'STEP [0-9]' "$build_log") build steps came from podman's layer cache"
# Older builds' left-over images (a day old or more) go, so repeated runs do not fill the disk; the cache of
# recent builds stays.
"${PODMAN[@]}" image prune -f --filter until=24h >/dev/null 2>&1 || true
# The container runs this build's image by its id: a test running meanwhile may move the tag.
image_id=$(cat "$work/image-id")
image_bytes=$("${PODMAN[@]}" image inspect --format '{{.Size}}' "$image_id")
base_bytes=$("${PODMAN[@]}" image inspect --format '{{.Size}}' "$BASE_IMAGE")
awk -v image="$image_bytes" -v base="$base_bytes" 'BEGIN {
  printf "    image size: %.1f MiB, of which its Node base %.1f MiB: the app adds %.1f MiB (target 50 MiB or less)\n",
    image / 2^20, base / 2^20, (image - base) / 2^20 }'

# ---- 4. run and check ------------------------------------------------------------------------------------------
free_port() {
  node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"
}
random_text() { head -c "$1" /dev/urandom | base64 -w0 | tr '+/' '-_' | tr -d '='; }

port=$(free_port)
jwt_secret=$(random_text 36) # 48 characters
admin_username=containeradmin
admin_password=$(random_text 18)
base_url=http://127.0.0.1:$port

# $1: ADMIN_PASSWORD for this start (it only matters on a start with no staff account yet).
start_container() {
  "${PODMAN[@]}" run -d --name "$container" --runtime runc --network host \
    -e PORT="$port" -e JWT_SECRET="$jwt_secret" -e ADMIN_USERNAME="$admin_username" -e ADMIN_PASSWORD="$1" \
    -e LOG_LEVEL=warn -v "$volume:/data" "$image_id" >/dev/null
}
show_logs() {
  echo "---- container logs ----"
  "${PODMAN[@]}" logs "$container" 2>&1 | tail -n 60
  echo "------------------------"
}
# Waits up to $1 seconds for /api/health to answer 200.
wait_healthy() {
  local deadline=$((SECONDS + $1)) status
  while [ $SECONDS -lt $deadline ]; do
    status=$(curl -s -o /dev/null -m 3 -w '%{http_code}' "$base_url/api/health" || true)
    [ "$status" = 200 ] && return 0
    if [ "$("${PODMAN[@]}" inspect --format '{{.State.Running}}' "$container" 2>/dev/null)" != true ]; then
      echo "the container stopped (exit code $("${PODMAN[@]}" inspect --format '{{.State.ExitCode}}' "$container" 2>/dev/null))"
      return 1
    fi
    sleep 0.5
  done
  echo "no 200 from $base_url/api/health within $1 s (last answer: ${status:-none})"
  return 1
}
check_login() {
  local body status
  body=$(curl -s -m 10 -w '\n%{http_code}' -H 'content-type: application/json' \
    -d "{\"username\":\"$admin_username\",\"password\":\"$admin_password\"}" "$base_url/api/admin/login")
  status=${body##*$'\n'}
  body=${body%$'\n'*}
  if [ "$status" != 200 ] || ! grep -q '"token":"[^"]\+' <<<"$body"; then
    echo "POST /api/admin/login answered $status: ${body:0:300}"
    return 1
  fi
}
# podman stop (SIGTERM, 10 s grace), then: exit code 0 and it took less than 5 s.
stop_cleanly() {
  local t0 took code
  t0=$(date +%s%N)
  "${PODMAN[@]}" stop -t 10 "$container" >/dev/null || return 1
  took=$((($(date +%s%N) - t0) / 1000000))
  code=$("${PODMAN[@]}" inspect --format '{{.State.ExitCode}}' "$container")
  echo "    stopped in ${took} ms, exit code $code"
  if [ "$code" != 0 ]; then
    echo "exit code $code after SIGTERM (expected 0)"
    return 1
  fi
  if [ "$took" -ge 5000 ]; then
    echo "SIGTERM took ${took} ms to end the server (expected under 5 s)"
    return 1
  fi
}

"${PODMAN[@]}" volume create "$volume" >/dev/null || fail "podman volume create failed"

step "start: /api/health answers 200 (up to 60 s)"
start_container "$admin_password" || fail "podman run failed"
t0=$(date +%s%N)
wait_healthy 60 || { show_logs; fail "the server did not become healthy"; }
echo "    healthy after $((($(date +%s%N) - t0) / 1000000)) ms on port $port"

step "checks on the running container"
failures=0
check() {
  local what=$1
  shift
  local out
  if out=$("$@" 2>&1); then
    echo "    ok    $what${out:+: $out}"
  else
    echo "    FAIL  $what${out:+: $out}"
    failures=$((failures + 1))
  fi
}
health_body() { curl -sf -m 5 "$base_url/api/health"; }
home_page() {
  local html
  html=$(curl -sf -m 5 "$base_url/") || { echo "GET / did not answer 200"; return 1; }
  grep -q '<div id="root"' <<<"$html" || { echo "GET / is not the client's index.html"; return 1; }
}
not_found_json() {
  local status
  status=$(curl -s -o "$work/404.json" -m 5 -w '%{http_code} %{content_type}' "$base_url/api/unknown")
  [[ $status == "404 application/json"* ]] || { echo "GET /api/unknown answered $status"; return 1; }
}
non_root() {
  local exec_uid pid1_uid
  exec_uid=$("${PODMAN[@]}" exec "$container" id -u) || return 1
  pid1_uid=$("${PODMAN[@]}" exec "$container" cat /proc/1/status | awk '/^Uid:/ { print $2 }') || return 1
  echo "uid $exec_uid (exec), uid $pid1_uid (the server process)"
  [ "$exec_uid" != 0 ] && [ "$pid1_uid" != 0 ]
}
data_in_volume() {
  local listing
  listing=$("${PODMAN[@]}" exec "$container" ls -A /data) || return 1
  echo "/data holds: $(tr '\n' ' ' <<<"$listing")"
  grep -q . <<<"$listing"
}
image_healthcheck() {
  local out
  out=$("${PODMAN[@]}" healthcheck run "$container" 2>&1) && return 0
  echo "podman healthcheck run: ${out:-unhealthy}"
  return 1
}
# As docs/deploy.md says: `exec … npm run backup` while the server runs; the file is then read back whole in the
# container (the staff account is in it, and its end line counts the rows).
backup_inside() {
  local out
  out=$("${PODMAN[@]}" exec "$container" npm run --silent backup -- /data/backup-test.backup 2>&1) ||
    { echo "npm run backup: ${out:-failed}"; return 1; }
  grep -q '^Backup written to /data/backup-test.backup .* taken by the running server' <<<"$out" ||
    { echo "npm run backup said: $out"; return 1; }
  "${PODMAN[@]}" exec "$container" node -e "
    const lines = require('zlib').gunzipSync(require('fs').readFileSync('/data/backup-test.backup')).toString().trim().split('\n');
    const end = JSON.parse(lines.at(-1)).end;
    const mode = (require('fs').statSync('/data/backup-test.backup').mode & 0o777).toString(8);
    if (!end || end.rows.admins !== 1 || !lines.some((line) => line.includes('\"username\":\"$admin_username\"')) || mode !== '600')
      throw new Error('the backup file is not complete: ' + JSON.stringify(end) + ', mode ' + mode);
    console.log(lines.length + ' lines, mode ' + mode);" 2>&1 || return 1
  "${PODMAN[@]}" exec "$container" rm /data/backup-test.backup
}
check "GET /api/health" health_body
check "GET / serves the web client" home_page
check "GET /api/unknown is a JSON 404" not_found_json
check "runs as a non-root user" non_root
check "the database lives in the /data volume" data_in_volume
check "the image's HEALTHCHECK passes" image_healthcheck
check "POST /api/admin/login with ADMIN_USERNAME/ADMIN_PASSWORD" check_login
check "npm run backup in the running container" backup_inside
if [ "$failures" != 0 ]; then
  show_logs
  fail "$failures check(s) failed"
fi

step "SIGTERM: podman stop -t 10 exits 0 within 5 s"
stop_cleanly || { show_logs; fail "no clean shutdown on SIGTERM"; }
"${PODMAN[@]}" logs "$container" 2>&1 | grep -i 'SIGTERM' | sed 's/^/    log: /' | head -n 3

step "restart on the same volume keeps the data"
"${PODMAN[@]}" rm "$container" >/dev/null
# Another ADMIN_PASSWORD: were the database empty, it would make a new account with it, and the old one would
# not sign in.
start_container "$(random_text 18)" || fail "podman run (second start) failed"
wait_healthy 60 || { show_logs; fail "the server did not become healthy on the second start"; }
check_login || { show_logs; fail "the staff account from the first start does not sign in after a restart"; }
echo "    ok    the staff account made on the first start signs in after the restart"
stop_cleanly || { show_logs; fail "no clean shutdown on SIGTERM (second start)"; }
step_done

finish 0
