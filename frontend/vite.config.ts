import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const domainSource = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  // The domain rules are compiled from source, so the app and the server run the very same code.
  resolve: { alias: { '@bestelklaar/domain': domainSource } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: { target: 'es2022', sourcemap: true },
});
