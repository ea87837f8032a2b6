/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * React Router's package sends every bundler its development build (extra checks and warnings) whatever the mode;
 * its production build sits beside it. A built site takes that one (remix-run/react-router#14102).
 */
function reactRouterProductionBuild(): string {
  const folder = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return join(folder, 'dist/production/index.mjs');
}

// The server (`npm run dev` starts both) serves /api; in development Vite proxies to it.
export default defineConfig(({ command }) => ({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // `@/` is the client's src/; the park's shared facts (domain/) are read from their TypeScript source, so the
  // client needs no build of them first.
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@kandy-park/domain', replacement: fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] : []),
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The manifest maps each source module to its chunks: scripts/prerender.mjs links each built page's chunks and CSS
  // from it, and `npm run bench` weighs each route's first visit with it. After `vite build`, `npm run build` renders
  // the public pages to HTML and writes brotli and gzip copies of every text file (client/scripts/).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries mark their modules "use client" for React Server Components, which this client does not use.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
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
    // Tests spend part of their time waiting (for the fake network, for timers): three files at once keep both cores
    // busy (the run takes 100 s instead of 135 s with the default of one per core).
    maxWorkers: 3,
  },
}));
