import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress';
import { homeChunk } from './scripts/home-chunk';

const root = fileURLToPath(new URL('.', import.meta.url));
const home = homeChunk({ root, entry: 'src-client/main.tsx', page: 'src-client/features/home/HomePage.tsx', own: 'src-client/features/home' });

const serverPort = Number(process.env.PORT ?? 3000);

const config = {
  root: 'src-client',
  publicDir: false,
  plugins: [react(), precompress(), home.plugin],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('./src-shared', import.meta.url)) },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: { output: { codeSplitting: { groups: [home.group] } } },
  },
  server: {
    port: 5173,
    // In `npm run dev` the API runs on the server's port; the browser talks to Vite only.
    proxy: Object.fromEntries(
      ['/trpc', '/api', '/media'].map((path) => [path, `http://localhost:${serverPort}`]),
    ),
  },
} satisfies UserConfig;

export default defineConfig(({ command }) => {
  // Every build is the production build. Started from vitest (NODE_ENV=test: the browser tests'
  // global setup), Vite made React's development bundle, 60 KB more gzip on the home page, and
  // `npm start` then served it because it was not older than its sources.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
