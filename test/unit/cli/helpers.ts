import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Io } from '../../../cli/src/runtime.ts';

/** A captured output stream. */
export function sink(isTTY = false) {
  const chunks: string[] = [];
  return {
    isTTY,
    write(s: string) {
      chunks.push(s);
      return true;
    },
    get text() {
      return chunks.join('');
    },
  };
}

export function fakeIo(env: Record<string, string | undefined> = {}) {
  const stdout = sink();
  const stderr = sink();
  const io: Io = { stdout, stderr, env };
  return { io, stdout, stderr };
}

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** The body's bytes as received (a compressed one among them). */
  raw: Buffer;
}

type Handler = (req: Recorded) => { status: number; body?: unknown; contentType?: string; raw?: string };

/** A loopback HTTP server answering from `handler` and recording every request. */
export async function fakeServer(handler: Handler) {
  const requests: Recorded[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rec: Recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        raw: Buffer.concat(chunks),
      };
      requests.push(rec);
      const answer = handler(rec);
      const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
      res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const problem = (status: number, title: string, detail: string, code = 'x') => ({
  status,
  contentType: 'application/problem+json',
  body: { type: `https://svc.example.org/errors/${code}`, title, status, detail },
});
