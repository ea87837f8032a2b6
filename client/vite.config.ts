import { defineConfig } from 'vitest/config';

// The server (`npm run dev` starts both) serves /api; in development Vite proxies to it.
//
// The client is written against React's API and runs on Preact (`preact/compat`): `react` and `react-dom` are npm
// aliases of `@preact/compat` (client/package.json, and the root's `overrides` for the libraries that import them),
// so the build, the component tests and any library see the same renderer without bundler aliases.
// docs/performance.md says why. JSX compiles to `react/jsx-runtime`, that is Preact's.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
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
