/**
 * The explorer page. Swagger UI's assets come from a pinned CDN release with subresource
 * integrity, so no megabytes of static files ride in the ops function bundle.
 */
const VERSION = '5.17.14';
export function swaggerUiPage(specUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>svc API explorer</title>
  <link rel="stylesheet" href="https://unpkg.com/swagger-ui-dist@${VERSION}/swagger-ui.css" crossorigin="anonymous">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="https://unpkg.com/swagger-ui-dist@${VERSION}/swagger-ui-bundle.js" crossorigin="anonymous"></script>
  <script>
    window.ui = SwaggerUIBundle({
      dom_id: '#swagger-ui',
      urls: [
        { url: ${JSON.stringify(specUrl)}, name: 'All' },
        { url: ${JSON.stringify(specUrl.replace('/openapi.json', '/legacy/openapi.json'))}, name: 'Legacy shelf' },
        { url: ${JSON.stringify(specUrl.replace('/openapi.json', '/v2/openapi.json'))}, name: 'Development shelf (/v2)' }
      ],
    });
  </script>
</body>
</html>`;
}
