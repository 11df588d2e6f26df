import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

/**
 * An HTTP proxy in front of `target` that hands every request on unchanged except where `answer`
 * answers it itself, or `rewrite` replaces a JSON answer's body: a source instance whose data no
 * local instance can hold (users or groups that exist only there, since the local instances share
 * one graph). Binary answers stream through untouched. `delayMs` holds a request back that long
 * before it is handed on (a slow source).
 */
export async function rewritingProxy(
  target: string,
  opts: {
    answer?: (path: string) => { status: number; body: unknown } | undefined;
    rewrite?: (path: string, body: unknown) => unknown;
    delayMs?: (path: string) => number;
  },
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req: IncomingMessage, res) => {
    void (async () => {
      const path = req.url ?? '/';
      const own = opts.answer?.(path);
      if (own) {
        res.writeHead(own.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(own.body));
        return;
      }
      const wait = opts.delayMs?.(path) ?? 0;
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (typeof v === 'string' && k !== 'host' && k !== 'connection') headers[k] = v;
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const r = await fetch(`${target}${path}`, {
        method: req.method ?? 'GET',
        headers,
        redirect: 'manual',
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      const out: Record<string, string> = {};
      r.headers.forEach((v, k) => {
        if (k !== 'content-length' && k !== 'content-encoding' && k !== 'transfer-encoding') out[k] = v;
      });
      if (opts.rewrite && (r.headers.get('content-type') ?? '').includes('json') && r.ok) {
        const body = opts.rewrite(path, await r.json());
        res.writeHead(r.status, out);
        res.end(JSON.stringify(body));
        return;
      }
      res.writeHead(r.status, out);
      if (r.body) Readable.fromWeb(r.body as import('node:stream/web').ReadableStream<Uint8Array>).pipe(res);
      else res.end();
    })().catch((e: unknown) => {
      res.writeHead(502);
      res.end(String(e));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
