import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { mantineCss } from './build/mantine-css.ts';
import { precompress } from './build/precompress.ts';
import { zodJitless } from './build/zod-jitless.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where `vite dev` sends /api (the API server); override with FRAMECAST_API. */
const api = process.env.FRAMECAST_API ?? 'http://localhost:8080';

export default defineConfig({
  root,
  plugins: [react(), zodJitless(), mantineCss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
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
