/**
 * The files of the pinned `swagger-ui-dist` package that the API explorer serves, with their media
 * types. infra/ copies exactly these beside the ops function's bundle
 * (`node_modules/swagger-ui-dist/`), so the bytes never ride in the JS bundle.
 */
export const explorerPackage = 'swagger-ui-dist';
export const explorerPackageFiles = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
} as const;

/** What ships beside the bundle: the served files, the package.json that resolution needs, and the licence. */
export const explorerShippedFiles = [
  'package.json',
  'LICENSE',
  'NOTICE',
  ...Object.keys(explorerPackageFiles),
] as const;
