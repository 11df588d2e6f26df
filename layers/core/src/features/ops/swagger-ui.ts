import { opsRoutes } from './routes.ts';

/**
 * The API explorer: Swagger UI from the pinned `swagger-ui-dist` package, served by this function
 * (explorer-assets.ts), so it works without internet access and tells no third party who looks.
 * The page carries no inline script, so the policy can allow scripts from this origin only.
 */
export const explorerCsp = [
  "default-src 'self'",
  "script-src 'self'",
  // Swagger UI sets style attributes from its markup; scripts stay same-origin only.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const pathOf = (operationId: (typeof opsRoutes)[number]['operationId']) =>
  opsRoutes.find((r) => r.operationId === operationId)!.path;

/** The API descriptions the explorer's dropdown offers, the combined one first. */
const specs = [
  { url: pathOf('getOpenApi'), name: 'Both shelves (/svc/api and /v2)' },
  { url: pathOf('getLegacyOpenApi'), name: 'Legacy shelf (/svc/api)' },
  { url: pathOf('getV2OpenApi'), name: 'Development shelf (/v2)' },
];

export const explorerScriptName = 'svc-explorer.js';

/** The init script, served as an asset. The validator badge is off: it would call validator.swagger.io. */
export const explorerScript = `window.ui = SwaggerUIBundle({
  dom_id: '#swagger-ui',
  urls: ${JSON.stringify(specs)},
  validatorUrl: null,
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  plugins: [SwaggerUIBundle.plugins.DownloadUrl],
  layout: 'StandaloneLayout',
});
`;

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page; `asset` gives an asset's same-origin URL relative to the page (`assets/…?v=…`). */
export function swaggerUiPage(asset: (name: string) => string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>svc API explorer</title>
  <link rel="stylesheet" href="${attr(asset('swagger-ui.css'))}">
  <link rel="stylesheet" href="${attr(asset('index.css'))}">
  <link rel="icon" type="image/png" sizes="32x32" href="${attr(asset('favicon-32x32.png'))}">
  <link rel="icon" type="image/png" sizes="16x16" href="${attr(asset('favicon-16x16.png'))}">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${attr(asset('swagger-ui-bundle.js'))}"></script>
  <script src="${attr(asset('swagger-ui-standalone-preset.js'))}"></script>
  <script src="${attr(asset(explorerScriptName))}"></script>
</body>
</html>
`;
}
