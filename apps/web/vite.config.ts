import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { contractImports } from './build/contract-imports.ts';
import { firstLoadChunks } from './build/first-load-chunks.ts';
import { mantineCss } from './build/mantine-css.ts';
import { precompress } from './build/precompress.ts';
import { zodJitless } from './build/zod-jitless.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where `vite dev` sends /api (the API server); override with FRAMECAST_API. */
const api = process.env.FRAMECAST_API ?? 'http://localhost:8080';

export default defineConfig({
  root,
  plugins: [react(), contractImports(), zodJitless(), mantineCss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    // Every browser the app supports preloads modules itself (Chrome 66, Firefox 115, Safari 17); the
    // polyfill was 0.2 KB (gzip) of the sign-in page's first script, which has little room under its budget.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: firstLoadChunks() } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
    },
  },
});
