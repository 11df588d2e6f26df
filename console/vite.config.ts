import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig, type Plugin } from 'vite';
import vuetify from 'vite-plugin-vuetify';

/**
 * claygl (echarts-gl's WebGL engine) compiles its compositor's size expressions with `new Function`
 * (claygl/src/createCompositor.js), which the CSP forbids (no `unsafe-eval`): the build gives it the
 * console's own evaluator instead (src/logic/size-expression.ts), and fails if claygl's code no
 * longer matches.
 */
function clayglWithoutEval(): Plugin {
  const compiled = "new Function('width', 'height', 'dpr', 'return ' + exprRes[1])";
  const evaluator = fileURLToPath(new URL('./src/logic/size-expression.ts', import.meta.url));
  return {
    name: 'svc-claygl-without-eval',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/claygl/src/createCompositor.js')) return null;
      if (!code.includes(compiled)) throw new Error('claygl createCompositor changed: review the CSP patch');
      const patched = code.replace(compiled, 'compileSizeExpression(exprRes[1])');
      return { code: `import { compileSizeExpression } from ${JSON.stringify(evaluator)};\n${patched}`, map: null };
    },
  };
}

/**
 * The console is served under /console/ (the local gateway; CloudFront in AWS). Vuetify is
 * tree-shaken by its plugin (only the components a template uses are bundled); every page is a
 * lazily loaded chunk, so the first route ships only the shell (docs/console.md, "Size").
 */
export default defineConfig({
  base: '/console/',
  plugins: [vue(), vuetify({ autoImport: true }), clayglWithoutEval()],
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
