import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The server (`npm run dev` starts both) serves /api; in development Vite proxies to it.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
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
