import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Brotli and gzip copies of every text file of the build, made once at build time with the highest settings, so
 * the server sends them as they are (`@fastify/static` with `preCompressed`) and never compresses per request.
 * A copy that is not smaller than its file is not kept.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kandy-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const content = readFileSync(file);
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gzip = gzipSync(content, { level: 9 });
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

// The server (`npm run dev` starts both) serves /api; in development Vite proxies to it.
//
// The client is written against React's API and runs on Preact (`preact/compat`): `react` and `react-dom` are npm
// aliases of `@preact/compat` (client/package.json, and the root's `overrides` for the libraries that import them),
// so the build, the component tests and any library see the same renderer without bundler aliases.
// docs/performance.md says why. JSX compiles to `react/jsx-runtime`, that is Preact's.
export default defineConfig({
  plugins: [precompress()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The manifest maps each source module to its chunks: `npm run bench` reads it to weigh each route's first visit.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries mark their modules "use client" for React Server Components, which this client does not use.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // React Router falls back by itself when React's `useOptimistic` is missing, as it is in Preact.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    globals: true,
    // Component tests render whole pages; on a loaded 2-core machine the default 5 s is too tight.
    testTimeout: 20_000,
  },
});
