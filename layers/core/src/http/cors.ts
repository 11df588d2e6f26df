/**
 * Cross-origin policy (docs/configuration.md, rule 2): any origin, exactly these request
 * headers plus the standard preflight set. API Gateway's CORS configuration and the local
 * gateway's preflight answer are both built from this.
 */
export const cors = {
  allowOrigins: ['*'],
  allowHeaders: ['Origin', 'Accept', 'X-Requested-With', 'Content-Type', 'Authorization', 'X-API-KEY'],
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'],
  exposeHeaders: ['Location', 'Content-Disposition', 'Deprecation', 'Link', 'X-Svc-Legacy'],
  maxAgeSeconds: 600,
} as const;
