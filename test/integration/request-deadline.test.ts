import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamodbEndpoint } from '../../localstack/src/local-env.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { adminKey, call, withKey, type Reply } from '../support/local.ts';
import { expectProblem } from '../support/problem.ts';
import { freePort } from '../support/private-services.ts';

/**
 * One deadline budget per request (docs/operations.md, "When a dependency hangs or dies"): a
 * private gateway with a 3 s budget (svc.request.deadline-ms) and a 2.5 s per-call deadline
 * reaches the shared DynamoDB Local through a proxy of this file, which can pass, slow down
 * (every answer held 2 s: each call alone stays under its deadline, two in a row do not) or
 * freeze (nothing answers, as SIGSTOP would) the table, and sees every request that reaches it.
 * An admin's provenance count makes two DynamoDB calls in a row (the day set, then the day
 * partitions): slowed, it answers 503 by the budget instead of after 4 s; frozen, at its call's
 * deadline; and in both cases the abandoned call stops there: its connection is closed and no
 * retry or next call reaches the table after the answer.
 */
const BUDGET_MS = 3_000;
const CALL_MS = 2_500;
const SLOW_MS = 2_000;
/** What the answer may take beyond its bound on a loaded machine. */
const MARGIN_MS = 900;

type Mode = 'pass' | 'slow' | 'frozen';

interface Seen {
  readonly at: number;
  readonly target: string;
  readonly table: string;
}

/** A TCP proxy to DynamoDB Local that parses the HTTP requests passing through it. */
class TableProxy {
  mode: Mode = 'pass';
  readonly seen: Seen[] = [];
  /** Connections the gateway closed while an answer to them was held back or never came. */
  cut = 0;
  private server: Server | undefined;
  private readonly upstream = new URL(dynamodbEndpoint);

  async start(port: number): Promise<void> {
    this.server = createServer((client) => this.connect(client));
    await new Promise<void>((r) => this.server?.listen(port, '127.0.0.1', r));
  }

  stop(): Promise<void> {
    return new Promise((r) => this.server?.close(() => r()) ?? r());
  }

  /** The mode applies per request as it arrives (the SDK keeps its connections alive across modes). */
  private connect(client: Socket): void {
    const upstream = createConnection(Number(this.upstream.port), this.upstream.hostname);
    let buffered = '';
    let pending = 0;
    let frozen = false;
    client.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      buffered = this.record(buffered, () => pending++);
      // A frozen table takes the request and never answers: nothing more on this connection goes on.
      frozen ||= this.mode === 'frozen';
      if (!frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      const deliver = () => {
        pending = 0;
        if (!client.destroyed) client.write(chunk);
      };
      if (this.mode === 'slow') setTimeout(deliver, SLOW_MS);
      else deliver();
    });
    client.on('close', () => {
      if (pending > 0) this.cut++;
      upstream.destroy();
    });
    client.on('error', () => undefined);
    upstream.on('close', () => client.destroy());
    upstream.on('error', () => client.destroy());
  }

  /** Records each complete request at the head of `buffered`; returns what is left. */
  private record(buffered: string, onRequest: () => void): string {
    let rest = buffered;
    for (;;) {
      const end = rest.indexOf('\r\n\r\n');
      if (end < 0) return rest;
      const head = rest.slice(0, end);
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? '0');
      if (rest.length < end + 4 + length) return rest;
      const body = rest.slice(end + 4, end + 4 + length);
      this.seen.push({
        at: Date.now(),
        target: /\r\nx-amz-target:\s*\S+\.(\w+)/i.exec(head)?.[1] ?? '?',
        table: /"TableName":"([^"]+)"/.exec(body)?.[1] ?? '?',
      });
      onRequest();
      rest = rest.slice(end + 4 + length);
    }
  }

  /** Requests on the provenance table since `t`. */
  provenanceSince(t: number): Seen[] {
    return this.seen.filter((s) => s.at >= t && s.table.endsWith('-provenance'));
  }
}

const proxy = new TableProxy();
let gw: { url: string; stop: () => void } | undefined;

beforeAll(async () => {
  const proxyPort = await freePort();
  await proxy.start(proxyPort);
  gw = await startExtraGateway(await freePort(), {
    SVC_AWS_DYNAMODB_ENDPOINT: `http://127.0.0.1:${proxyPort}`,
    SVC_REQUEST_DEADLINE_MS: String(BUDGET_MS),
    SVC_DEPENDENCY_TIMEOUT_MS: String(CALL_MS),
    SVC_AWS_CALL_LOG: '',
  });
}, 120_000);

afterAll(async () => {
  gw?.stop();
  await proxy.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function count(): Promise<Reply & { ms: number; at: number }> {
  const t0 = Date.now();
  const r = await call('GET', '/v2/provenance/count', { base: gw?.url ?? '', headers: withKey(adminKey()) });
  return { ...r, ms: Date.now() - t0, at: Date.now() };
}

/** With every dependency answering: a provenance row of today exists, the plugin toggles and the graph are warm. */
async function warm(): Promise<void> {
  proxy.mode = 'pass';
  const created = await call('POST', '/svc/api/collections', {
    base: gw?.url ?? '',
    headers: withKey(adminKey()),
    body: { name: 'request deadline' },
  });
  expect(created.status, created.text).toBe(201);
  const r = await count();
  expect(r.status, r.text).toBe(200);
}

function expectUnavailable(r: Reply & { ms: number }, withinMs: number): void {
  expectProblem(r, 503, 'dependency.unavailable');
  expect((r.body as Record<string, unknown>)['dependency']).toBe('dynamodb');
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(r.ms).toBeLessThan(withinMs);
}

describe('one deadline budget per request', () => {
  it('a request whose slow calls add up past the budget answers 503 by the budget, and its abandoned call stops', async () => {
    await warm();
    proxy.mode = 'slow';
    const cutBefore = proxy.cut;
    const t0 = Date.now();
    const r = await count();
    // Each call alone (2 s) is under its 2.5 s deadline; two in a row (4 s) are not under the budget.
    expectUnavailable(r, BUDGET_MS + MARGIN_MS);
    expect(r.ms).toBeGreaterThanOrEqual(BUDGET_MS - 200);
    expect(String((r.body as Record<string, unknown>)['detail'])).toMatch(/deadline budget of 3000 ms/);
    const before = proxy.provenanceSince(t0).filter((s) => s.at < r.at);
    // The calls it made before the answer: the day set, then the day partitions.
    expect(before.map((s) => s.target)).toContain('GetItem');
    expect(before.map((s) => s.target)).toContain('Query');
    // The call in flight at the budget's end was abandoned and its connection closed, before its answer came.
    await sleep(SLOW_MS + 1_000);
    expect(proxy.cut - cutBefore).toBeGreaterThanOrEqual(1);
    // Nothing the request would have done next (another partition, an SDK retry) reached the table.
    expect(proxy.provenanceSince(r.at)).toEqual([]);
  });

  it('a frozen table answers 503 at the call deadline, and the SDK does not retry behind the answer', async () => {
    await warm();
    proxy.mode = 'frozen';
    const cutBefore = proxy.cut;
    const r = await count();
    expectUnavailable(r, CALL_MS + MARGIN_MS);
    const waited = proxy.seen.filter((s) => s.at < r.at && s.table.endsWith('-provenance'));
    expect(waited.length).toBeGreaterThanOrEqual(1);
    // The SDK's default is three attempts: without the abort, the next ones would reach the table now.
    await sleep(3_000);
    expect(proxy.provenanceSince(r.at)).toEqual([]);
    expect(proxy.cut - cutBefore).toBeGreaterThanOrEqual(1);
    // Once the table answers again, so does the same gateway.
    proxy.mode = 'pass';
    const back = await count();
    expect(back.status, back.text).toBe(200);
  });
});
