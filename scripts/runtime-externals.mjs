// The packages the bundled server (server/dist/main.js, scripts/bundle-server.mjs) loads from node_modules at run
// time: PGlite, which reads its WebAssembly and file-system image from beside its own module; @node-rs/argon2, a
// native addon (with its prebuilt binary, an optional package per platform); swagger-ui-dist, whose files Swagger
// UI serves from its own folder. Everything else is inside the bundle.
export const RUNTIME_EXTERNALS = ['@electric-sql/pglite', '@node-rs/argon2', 'swagger-ui-dist'];
