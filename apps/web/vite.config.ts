import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development (`npm run dev -w @arbiter/web`) the API and WebSocket go to a server on :8080.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
