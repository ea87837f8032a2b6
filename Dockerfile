# Kandy Cultural Park: one image with the API server and the built web client (docs/deploy.md).
#
#   docker build -t kandy-park .
#   docker run -p 3000:3000 -e JWT_SECRET="$(openssl rand -base64 48)" -v kandy-park-data:/data kandy-park
#
# The base image is a build argument so the image can also be built on a locally made Node base
# (test/container/run.sh does so with podman on machines that cannot pull images).
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- manifests: the package files both installs start from ----------------------------------------------------
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
# npm's download cache: a cache mount by default; a build may point it at a folder it mounts (podman build -v).
ARG npm_config_cache=/root/.npm
ENV npm_config_cache=${npm_config_cache} \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false \
    npm_config_loglevel=warn
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY server/package.json server/
COPY client/package.json client/

# ---- build: what the build needs, then the client (Vite) and the server (nest build) --------------------------
# (Each stage built on `manifests` starts with a step of its own, so that parallel stage builds (podman --jobs)
# cannot make twin layers that send the next build's cache look-up down the other stage's chain.)
FROM manifests AS build
# Of the devDependencies only the build tools are installed here (the server's at the root, Vite in the client):
# the test runners, jsdom, the API fakes, Lighthouse, Playwright and the linters have no part in the image, and
# unpacking them all at once passed the open-file limit of the build container (EMFILE). With package.json trimmed
# `npm ci` would refuse the lock file, so `npm install` runs; it keeps the locked versions of what is left.
RUN node -e " \
      const fs = require('fs'); \
      const trim = (file, keep) => { \
        const pkg = JSON.parse(fs.readFileSync(file, 'utf8')); \
        pkg.devDependencies = Object.fromEntries(Object.entries(pkg.devDependencies).filter(([name]) => keep.includes(name))); \
        fs.writeFileSync(file, JSON.stringify(pkg, null, 2)); \
      }; \
      trim('package.json', ['@nestjs/cli', '@nestjs/schematics', 'typescript', 'esbuild', '@types/node', '@types/jest', \
        '@types/nodemailer', '@types/passport-jwt', '@types/pdfkit', '@types/fontkit', '@types/pg']); \
      trim('client/package.json', ['vite']);"
# Optional build secrets, for a private registry or a TLS-inspecting proxy; they are mounted only while npm runs
# and are in no layer: `--secret id=npmrc,src=some.npmrc` (registry=..., an auth token) and
# `--secret id=npm_ca,src=ca.pem` (with `cafile=/run/secrets/npm_ca` in that npmrc).
RUN --mount=type=cache,target=/root/.npm,sharing=shared \
    --mount=type=secret,id=npmrc,target=/root/.npmrc \
    --mount=type=secret,id=npm_ca \
    npm install --prefer-offline
COPY nest-cli.json tsconfig.json ./
COPY scripts/bundle-server.mjs scripts/runtime-externals.mjs scripts/
COPY domain/ domain/
COPY server/ server/
COPY client/ client/
RUN npm run build

# ---- runtime files: the bundled server, the client and the packages the bundle loads (scripts/pack-runtime.mjs) --
FROM build AS runtime-files
COPY scripts/pack-runtime.mjs scripts/
# Checked after packing: argon2's prebuilt binary (an optional package) and PGlite's WebAssembly are there.
RUN node scripts/pack-runtime.mjs /runtime \
    && cd /runtime/server \
    && node -e "require('@node-rs/argon2'); require('@electric-sql/pglite')" \
    && ls ../node_modules/@electric-sql/pglite/dist/pglite.wasm ../node_modules/@electric-sql/pglite/dist/pglite.data >/dev/null

# ---- runtime ----------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# A system account of its own (uid/gid 10001), so the image does not depend on the base having one.
RUN groupadd --system --gid 10001 park \
    && useradd --system --uid 10001 --gid park --home-dir /app --no-create-home --shell /usr/sbin/nologin park \
    && mkdir -p /app /data \
    && chown park:park /data
WORKDIR /app
# One file of server code and the three packages it loads from node_modules, the migrations, the launcher and the
# built client: nothing of the build's tools or sources.
COPY --from=runtime-files /runtime ./
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000
USER park
# PGlite's files, the folder lock (and the generated JWT secret when JWT_SECRET is not given) live here.
VOLUME /data
EXPOSE 3000
STOPSIGNAL SIGTERM
# Slim images have no curl: Node's own fetch asks the health endpoint.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The launcher sets the allocator and V8 memory settings, then becomes the Node process (PID 1 gets the signals).
CMD ["sh", "server/bin/start.sh"]
