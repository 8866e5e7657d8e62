import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The operations console, served by the API server under /console (apps/server
 * plugins/console-app.ts). Every screen after sign-in is its own lazily loaded chunk.
 */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: 5174,
    host: '127.0.0.1',
    proxy: { '/ops/v1': 'http://127.0.0.1:3000' },
  },
});
