import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';
import vuetify from 'vite-plugin-vuetify';

/**
 * The console is served under /console/ (the local gateway; CloudFront in AWS). Vuetify is
 * tree-shaken by its plugin (only the components a template uses are bundled); every page is a
 * lazily loaded chunk, so the first route ships only the shell (docs/console.md, "Size").
 */
export default defineConfig({
  base: '/console/',
  plugins: [vue(), vuetify({ autoImport: true })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Hashed file names under assets/ are cached for a year; index.html never (the gateway's headers).
    assetsDir: 'assets',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
  },
  server: {
    // `vite` in console/ during development: the API of the running local cloud, same origin.
    proxy: {
      '/svc': 'http://127.0.0.1:8080',
      '/v2': 'http://127.0.0.1:8080',
      '/console/config.json': 'http://127.0.0.1:8080',
    },
  },
});
