import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';

const TEXT = /^(text\/|application\/([\w.+-]*\+)?(json|xml|javascript|yaml|x-www-form-urlencoded)\b)/i;

export interface IncomingParts {
  method: string;
  rawPath: string;
  rawQueryString: string;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
  sourceIp: string;
}

export function incomingParts(req: IncomingMessage, body: Buffer): IncomingParts {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    const key = k.toLowerCase();
    if (key === 'cookie') cookies.push(...String(v).split(/;\s*/).filter(Boolean));
    else headers[key] = Array.isArray(v) ? v.join(',') : v;
  }
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    cookies,
    body,
    sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
  };
}

function queryParameters(raw: string): Record<string, string> | undefined {
  if (!raw) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(raw)) out[k] = k in out ? `${out[k]},${v}` : v;
  return out;
}

/** An API Gateway HTTP API payload-format-2.0 event, as AWS builds it. */
export function httpEvent(
  p: IncomingParts,
  routeKey: string,
  pathParameters: Record<string, string> | undefined,
): APIGatewayProxyEventV2 {
  const now = new Date();
  // A text body is passed as a string only when it is valid UTF-8: bytes that are not stay
  // exact (base64), so the handler can refuse them instead of seeing U+FFFD.
  const text = TEXT.test(p.headers['content-type'] ?? '') && isUtf8(p.body);
  const hasBody = p.body.length > 0;
  return {
    version: '2.0',
    routeKey,
    rawPath: p.rawPath,
    rawQueryString: p.rawQueryString,
    ...(p.cookies.length ? { cookies: p.cookies } : {}),
    headers: p.headers,
    ...(queryParameters(p.rawQueryString) ? { queryStringParameters: queryParameters(p.rawQueryString) } : {}),
    ...(pathParameters && Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: p.method,
        path: p.rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: p.sourceIp,
        userAgent: p.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(hasBody ? { body: text ? p.body.toString('utf8') : p.body.toString('base64') } : {}),
    isBase64Encoded: hasBody && !text,
  };
}

/** The REQUEST authorizer event (format 2.0) for the same call. */
export function authorizerEvent(e: APIGatewayProxyEventV2): APIGatewayRequestAuthorizerEventV2 {
  return {
    version: '2.0',
    type: 'REQUEST',
    routeArn: `arn:aws:execute-api:us-east-1:000000000000:local/$default/${e.requestContext.http.method}${e.rawPath}`,
    identitySource: [],
    routeKey: e.routeKey,
    rawPath: e.rawPath,
    rawQueryString: e.rawQueryString,
    ...(e.cookies ? { cookies: e.cookies } : {}),
    headers: e.headers as Record<string, string>,
    ...(e.queryStringParameters ? { queryStringParameters: e.queryStringParameters as Record<string, string> } : {}),
    requestContext: e.requestContext,
    ...(e.pathParameters ? { pathParameters: e.pathParameters as Record<string, string> } : {}),
  } as APIGatewayRequestAuthorizerEventV2;
}
