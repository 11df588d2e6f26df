import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { cors } from '../../../layers/core/src/http/cors.ts';
import { fallbackGroup, matchRoute } from '../../../layers/core/src/app/routes.ts';
import { routeKey } from '../../../layers/core/src/kernel/route-types.ts';
import { PROBLEM_JSON, ProblemError, type ProblemCode } from '../../../layers/core/src/kernel/problem.ts';
import { config } from '../../../layers/core/src/platform/config/load.ts';
import { consoleResponse } from './console.ts';
import { authorizerEvent, httpEvent, incomingParts } from './events.ts';
import { InvocationTimeout, invoke } from './functions.ts';
import { limits } from './limits.ts';

type Result = APIGatewayProxyStructuredResultV2;
export type ControlPlane = (method: string, path: string) => Promise<{ status: number; body: unknown } | undefined>;

class TooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > limits.requestBytes) {
      req.resume();
      reject(new TooLarge());
      return;
    }
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limits.requestBytes) {
        req.removeAllListeners('data');
        req.resume();
        reject(new TooLarge());
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function problem(code: ProblemCode, detail: string, path: string): Result {
  return rendered(new ProblemError(code, detail), path);
}

function rendered(err: ProblemError, path: string): Result {
  return {
    statusCode: err.status,
    headers: { ...err.headers, 'content-type': PROBLEM_JSON },
    body: JSON.stringify(err.toBody(config()['svc.errors.url'], path)),
  };
}

/** HTTP API v2 response inference: a non-structured result is a 200 JSON body. */
function normalise(out: unknown): Result {
  if (out !== null && typeof out === 'object' && 'statusCode' in out) return out as Result;
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: typeof out === 'string' ? out : JSON.stringify(out),
  };
}

function send(res: ServerResponse, r: Result, origin: string | undefined): void {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(r.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (r.cookies?.length) headers['set-cookie'] = r.cookies;
  if (origin) {
    headers['access-control-allow-origin'] = '*';
    headers['access-control-expose-headers'] = cors.exposeHeaders.join(',');
  }
  const body = r.body === undefined ? Buffer.alloc(0) : Buffer.from(r.body, r.isBase64Encoded ? 'base64' : 'utf8');
  headers['content-length'] = String(body.length);
  res.writeHead(r.statusCode ?? 200, headers);
  res.end(body);
}

/** Preflight as API Gateway's CORS configuration answers it, before any route or authorizer. */
function preflight(): Result {
  return {
    statusCode: 204,
    headers: {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': cors.allowMethods.join(','),
      'access-control-allow-headers': cors.allowHeaders.join(','),
      'access-control-max-age': String(cors.maxAgeSeconds),
    },
  };
}

async function dispatch(req: IncomingMessage, control: ControlPlane): Promise<Result> {
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch (err) {
    if (err instanceof TooLarge)
      return problem(
        'request.too-large',
        `The request exceeds the API's ${limits.requestBytes / 1048576} MB limit. Upload large files with the presigned flow (POST /v2/file-containers/{containerAppId}/upload-url).`,
        req.url ?? '/',
      );
    throw err;
  }
  const parts = incomingParts(req, body);
  if (parts.method === 'OPTIONS' && parts.headers['origin'] && parts.headers['access-control-request-method'])
    return preflight();
  // The web console's static files (CloudFront and its bucket in AWS), before any route or authorizer.
  const consoleFile = consoleResponse(parts);
  if (consoleFile) return consoleFile;
  if (parts.rawPath.startsWith('/_local/')) {
    const out = await control(parts.method, parts.rawPath);
    if (out)
      return {
        statusCode: out.status,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(out.body),
      };
  }

  let m: ReturnType<typeof matchRoute>;
  try {
    m = matchRoute(parts.method, parts.rawPath);
  } catch (err) {
    // A path API Gateway cannot decode (a malformed percent-encoding) is refused before any route.
    if (err instanceof ProblemError) return rendered(err, parts.rawPath);
    throw err;
  }
  const route = m.kind === 'route' ? m.route : undefined;
  const event: APIGatewayProxyEventV2 = httpEvent(
    parts,
    route ? routeKey(route) : '$default',
    m.kind === 'route' ? m.pathParameters : undefined,
  );
  if (Buffer.byteLength(JSON.stringify(event)) > limits.lambdaPayloadBytes) {
    return problem(
      'request.too-large',
      `The request exceeds Lambda's 6 MB invocation payload limit (binary bodies count base64-encoded). Upload large files with the presigned flow (POST /v2/file-containers/{containerAppId}/upload-url).`,
      parts.rawPath,
    );
  }
  try {
    if (route && route.auth !== 'public') {
      const auth = (await invoke('authorizer', authorizerEvent(event), limits.timeoutMs)) as {
        isAuthorized: boolean;
        context?: Record<string, unknown>;
      };
      if (!auth.isAuthorized)
        return { statusCode: 403, headers: { 'content-type': 'application/json' }, body: '{"message":"Forbidden"}' };
      (event.requestContext as { authorizer?: unknown }).authorizer = { lambda: auth.context ?? {} };
    }
    const result = normalise(await invoke(route?.group ?? fallbackGroup, event, limits.timeoutMs));
    // As Lambda counts it: the body escaped inside the function's JSON result.
    const size =
      Buffer.byteLength(JSON.stringify(result.body ?? '')) -
      2 +
      Buffer.byteLength(JSON.stringify(result.headers ?? {}));
    if (size > limits.lambdaPayloadBytes)
      return problem(
        'response.too-large',
        "The function's response exceeds Lambda's 6 MB payload limit.",
        parts.rawPath,
      );
    return result;
  } catch (err) {
    if (err instanceof InvocationTimeout)
      return problem(
        'request.timeout',
        `The integration did not answer within ${limits.timeoutMs / 1000} s.`,
        parts.rawPath,
      );
    console.error('local gateway: function failed', err);
    return problem('internal.error', 'The function failed; see the gateway log.', parts.rawPath);
  }
}

/**
 * Request line and headers over the HTTP API's limit (10 KB) are refused like every other
 * error, as problem JSON (Node's own answer would be an empty 431).
 */
function refuseClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) return;
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const timedOut = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' || err.code === 'HPE_REQUEST_TIMEOUT';
  if (timedOut) {
    socket.end('HTTP/1.1 408 Request Timeout\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    return;
  }
  const r = tooLarge
    ? problem(
        'request.headers-too-large',
        `The request line and headers exceed the API's ${limits.headerBytes / 1024} KB limit.`,
        '/',
      )
    : problem('request.invalid', 'The request is not valid HTTP/1.1.', '/');
  const body = Buffer.from(r.body ?? '');
  socket.end(
    `HTTP/1.1 ${r.statusCode} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\ncontent-type: ${PROBLEM_JSON}\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body.toString()}`,
  );
}

export function startGateway(port: number, host: string, control: ControlPlane): Promise<Server> {
  const server = createServer({ maxHeaderSize: limits.headerBytes }, (req, res) => {
    const origin = req.headers['origin'];
    dispatch(req, control)
      .then((r) => send(res, r, typeof origin === 'string' ? origin : undefined))
      .catch((err: unknown) => {
        console.error('local gateway: dispatch failed', err);
        if (!res.headersSent) send(res, problem('internal.error', 'Local gateway failure.', req.url ?? '/'), undefined);
      });
  });
  server.on('clientError', refuseClientError);
  server.keepAliveTimeout = 5000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
