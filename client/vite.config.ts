import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
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
export default defineConfig({
  plugins: [react(), precompress()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The manifest maps each source module to its chunks: `npm run bench` reads it to weigh each route's first visit.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
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
