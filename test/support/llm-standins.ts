import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Loopback stand-ins for the model providers' services (Amazon Bedrock and an OpenAI-compatible
 * server cannot be reached here): each implements the subset of its wire protocol svc uses and
 * logs every request it receives (method, path, headers, parsed body, arrival time) so tests can
 * check them field by field. They stand in for the providers, not for svc's code.
 *
 * - Bedrock Converse: `POST /model/{modelId}/converse`, JSON, SigV4-signed by the AWS SDK (the
 *   stand-in refuses a request whose Authorization header is not SigV4-shaped, 403 as Bedrock).
 * - OpenAI chat completions: `POST /v1/chat/completions`, Bearer token checked against `apiKey`.
 *
 * Scripted behaviour, consumed in order: `throttleNext(n)` answers 429 (ThrottlingException on
 * Bedrock, with Retry-After on OpenAI), `hangNext(n)` never answers, `malformedNext(n)` answers
 * 200 with a body that is no valid answer, `failNext(status, n)` answers that status.
 */
export interface LoggedCall {
  at: number;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown> | undefined;
  raw: string;
}

export interface LlmStandin {
  url: string;
  log: LoggedCall[];
  /** The text the next successful answers carry. */
  answer: string;
  throttleNext(n?: number): void;
  hangNext(n?: number): void;
  malformedNext(n?: number): void;
  failNext(status: number, n?: number): void;
  /** Scripted answers not yet consumed. */
  pending(): number;
  close(): Promise<void>;
}

type Script = { kind: 'throttle' | 'hang' | 'malformed' } | { kind: 'fail'; status: number };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=[A-Za-z0-9]+\/\d{8}\/[a-z0-9-]+\/bedrock\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/;

interface Protocol {
  route: RegExp;
  authorised(req: IncomingMessage): boolean;
  ok(body: Record<string, unknown>, text: string): unknown;
  throttled(res: ServerResponse): void;
  error(res: ServerResponse, status: number): void;
}

function start(protocol: Protocol): Promise<LlmStandin> {
  const log: LoggedCall[] = [];
  let script: Script[] = [];
  const hanging = new Set<ServerResponse>();
  const state = { answer: '<p>Stand-in answer.</p>' };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      let body: Record<string, unknown> | undefined;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      } catch {
        body = undefined;
      }
      const path = new URL(req.url ?? '/', 'http://standin').pathname;
      log.push({ at: Date.now(), method: req.method ?? '', path, headers: { ...req.headers }, body, raw });
      if (req.method !== 'POST' || !protocol.route.test(path))
        return send(res, 404, { message: `no route ${req.method} ${path}` });
      if (!protocol.authorised(req)) return protocol.error(res, 403);
      if (!body) return protocol.error(res, 400);
      const next = script.shift();
      if (next?.kind === 'hang') {
        hanging.add(res);
        return;
      }
      if (next?.kind === 'throttle') return protocol.throttled(res);
      if (next?.kind === 'fail') return protocol.error(res, next.status);
      if (next?.kind === 'malformed') return send(res, 200, { unexpected: true });
      send(res, 200, protocol.ok(body, state.answer));
    })();
  });
  const push = (s: Script, n: number) => (script = [...script, ...Array.from({ length: n }, () => s)]);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        log,
        get answer() {
          return state.answer;
        },
        set answer(v: string) {
          state.answer = v;
        },
        throttleNext: (n = 1) => push({ kind: 'throttle' }, n),
        hangNext: (n = 1) => push({ kind: 'hang' }, n),
        malformedNext: (n = 1) => push({ kind: 'malformed' }, n),
        failNext: (status, n = 1) => push({ kind: 'fail', status }, n),
        pending: () => script.length,
        close: () =>
          new Promise<void>((r) => {
            for (const h of hanging) h.destroy();
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const words = (s: string) => Math.max(1, s.split(/\s+/).filter(Boolean).length);

/** Amazon Bedrock Runtime's Converse operation. */
export function startBedrockStandin(): Promise<LlmStandin> {
  const errorType = (status: number) =>
    (
      ({
        400: 'ValidationException',
        403: 'AccessDeniedException',
        404: 'ResourceNotFoundException',
        500: 'InternalServerException',
        503: 'ServiceUnavailableException',
      }) as Record<number, string>
    )[status] ?? 'InternalServerException';
  return start({
    route: /^\/model\/[^/]+\/converse$/,
    authorised: (req) =>
      SIGV4.test(String(req.headers['authorization'] ?? '')) && typeof req.headers['x-amz-date'] === 'string',
    ok: (body, text) => {
      const msgs = (body['messages'] as { content: { text?: string }[] }[] | undefined) ?? [];
      const tokensIn = msgs.reduce((n, m) => n + m.content.reduce((k, c) => k + words(c.text ?? ''), 0), 0);
      return {
        output: { message: { role: 'assistant', content: [{ text }] } },
        stopReason: 'end_turn',
        usage: { inputTokens: tokensIn, outputTokens: words(text), totalTokens: tokensIn + words(text) },
        metrics: { latencyMs: 5 },
      };
    },
    throttled: (res) =>
      send(
        res,
        429,
        { message: 'Too many requests, please wait before trying again.' },
        { 'x-amzn-errortype': 'ThrottlingException:http://internal.amazon.com/coral/com.amazon.bedrock/' },
      ),
    error: (res, status) =>
      send(res, status, { message: `stand-in ${status}` }, { 'x-amzn-errortype': errorType(status) }),
  });
}

/** An OpenAI-compatible `/v1/chat/completions`; `acceptKeys` rotates the API keys it accepts (403 for others). */
export async function startOpenAiStandin(
  apiKey: string,
): Promise<LlmStandin & { acceptKeys(...keys: string[]): void }> {
  let accepted = new Set([`Bearer ${apiKey}`]);
  const standin = await start({
    route: /^\/v1\/chat\/completions$/,
    authorised: (req) => accepted.has(req.headers['authorization'] ?? ''),
    ok: (body, text) => {
      const msgs = (body['messages'] as { content: string }[] | undefined) ?? [];
      const tokensIn = msgs.reduce((n, m) => n + words(typeof m.content === 'string' ? m.content : ''), 0);
      return {
        id: 'chatcmpl-standin',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body['model'],
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: { prompt_tokens: tokensIn, completion_tokens: words(text), total_tokens: tokensIn + words(text) },
      };
    },
    throttled: (res) =>
      send(
        res,
        429,
        { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
        { 'retry-after': '0' },
      ),
    error: (res, status) =>
      send(res, status, { error: { message: `stand-in ${status}`, type: 'invalid_request_error' } }),
  });
  return Object.assign(standin, {
    acceptKeys: (...keys: string[]) => {
      accepted = new Set(keys.map((k) => `Bearer ${k}`));
    },
  });
}
