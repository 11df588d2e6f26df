import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  DataFactory,
  type Quad,
  type Quad_Graph,
  type Quad_Object,
  type Quad_Predicate,
  type Quad_Subject,
  termFromId,
  termToId,
} from 'n3';
import { ProblemError } from '../../kernel/problem.ts';
import { budgetSpent, spentProblem, withinBudget } from '../../platform/request-deadline.ts';
import { runShacl, type RunOutcome } from './shacl-run.ts';

/**
 * The wall-clock bound of one SHACL validation (docs/templates.md, "Time bound"). The engine runs
 * synchronously and cannot be interrupted from its own thread (a crafted `sh:pattern` backtracks for
 * hours, a combinatorial shape walks for minutes), so every validation runs in a worker thread that
 * is terminated when SHACL_TIMEOUT_MS (capped by the request's deadline budget) has passed: the call
 * answers 422 `shape.validation-timeout` (503 `dependency.unavailable` when the request's budget ran
 * out first), never holding the function to its timeout. Idle workers are kept for the next call.
 *
 * The worker is this module's own file (`import.meta.url`): in a Lambda bundle that is the bundle,
 * whose copy of this module serves validations when it starts as a worker; locally it is this
 * TypeScript file, loaded through tsx (TSX_BOOT).
 */
export const SHACL_TIMEOUT_MS = 5_000;
const MAX_IDLE_WORKERS = 2;
const WORKER_FLAG = 'svcShaclWorker';

/** A quad as the ids of its four terms (n3's `termToId`): exact for any term, relative IRIs too. */
type WireQuad = readonly [string, string, string, string];
interface Request {
  readonly id: number;
  readonly data: readonly WireQuad[];
  readonly shapes: readonly WireQuad[];
}
type Reply = { id: number; ok: true; outcome: RunOutcome } | { id: number; ok: false; error: string };

// Not N-Quads text: that refuses the relative IRIs Turtle without a base may carry.
const toWire = (quads: readonly Quad[]): WireQuad[] =>
  quads.map((q) => [termToId(q.subject), termToId(q.predicate), termToId(q.object), termToId(q.graph)]);
const fromWire = (quads: readonly WireQuad[]): Quad[] =>
  quads.map(([s, p, o, g]) =>
    DataFactory.quad(
      termFromId(s) as Quad_Subject,
      termFromId(p) as Quad_Predicate,
      termFromId(o) as Quad_Object,
      termFromId(g) as Quad_Graph,
    ),
  );

function serve(): void {
  parentPort?.on('message', (m: Request) => {
    runShacl(fromWire(m.data), fromWire(m.shapes)).then(
      (outcome) => parentPort?.postMessage({ id: m.id, ok: true, outcome } satisfies Reply),
      (e: unknown) => parentPort?.postMessage({ id: m.id, ok: false, error: String(e) } satisfies Reply),
    );
  });
}
if (!isMainThread && (workerData as Record<string, unknown> | null)?.[WORKER_FLAG] === true) serve();

const idle: Worker[] = [];
let seq = 0;

/**
 * Outside a bundle (the local gateway, tests) this module is a TypeScript file: Node 20 does not apply
 * the parent's `--import tsx` hooks to a worker's entry, so a small bootstrap registers tsx first.
 */
const TSX_BOOT = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((m) => { m.register(); return import(workerData.url); });`;

function spawn(): Worker {
  const url = import.meta.url;
  const options = { workerData: { [WORKER_FLAG]: true, url }, resourceLimits: { maxOldGenerationSizeMb: 512 } };
  const worker = url.endsWith('.ts')
    ? new Worker(TSX_BOOT, { ...options, eval: true, workerData: { ...options.workerData, tsx: tsxApi() } })
    : new Worker(new URL(url), options);
  worker.unref();
  return worker;
}

const tsxApi = () =>
  pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs'))
    .href;

/** Runs shacl-engine on the quads in a worker thread, within `timeoutMs` (capped by the request's budget). */
export async function runShaclBounded(
  data: readonly Quad[],
  shapes: readonly Quad[],
  timeoutMs: number = SHACL_TIMEOUT_MS,
): Promise<RunOutcome> {
  const bound = withinBudget(timeoutMs);
  const request: Request = { id: ++seq, data: toWire(data), shapes: toWire(shapes) };
  const worker = idle.pop() ?? spawn();
  const reply = await new Promise<Reply | 'timeout' | Error>((resolve) => {
    const settle = (r: Reply | 'timeout' | Error) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      resolve(r);
    };
    const onMessage = (r: Reply) => {
      if (r.id === request.id) settle(r);
    };
    const onError = (e: Error) => settle(e);
    const onExit = (code: number) => settle(new Error(`the validation worker stopped (exit code ${code})`));
    const timer = setTimeout(() => settle('timeout'), Math.max(1, bound));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(request);
  });
  if (reply === 'timeout' || reply instanceof Error) {
    void worker.terminate();
    if (budgetSpent()) throw spentProblem(undefined, undefined);
    if (reply === 'timeout')
      throw new ProblemError(
        'shape.validation-timeout',
        `SHACL validation did not finish within ${bound} ms; simplify the shapes (patterns, paths, qualified shapes) or validate less data at once.`,
        { timeoutMs: bound },
      );
    throw new ProblemError(
      'service.unavailable',
      'SHACL validation failed to run; retry shortly.',
      {},
      { cause: reply },
    );
  }
  if (idle.length < MAX_IDLE_WORKERS) idle.push(worker);
  else void worker.terminate();
  if (!reply.ok) throw new Error(`SHACL validation failed: ${reply.error}`);
  return reply.outcome;
}
