import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { mappingEnginePackage } from './shipped-files.ts';

/**
 * The mapping executor's sandbox: a JSONata expression evaluated in a child Node process of its
 * own, never in the request's. JSONata is a declarative query and transformation language with no
 * I/O, no module loading and no access to the host (its `$eval` evaluates JSONata, not
 * JavaScript), so the expression reaches only the input document it is given; the child also gets
 * an empty environment (no credentials), no inherited flags, and no code generation from strings.
 * What bounds a run:
 *
 * - time: JSONata's own cooperative `timeout` (checked on entering each evaluation step) answers
 *   first for ordinary loops; a child that has not answered `timeMs` + grace later (a native step
 *   that never yields) is killed;
 * - memory: the child's V8 heap is capped; going past it ends the child only;
 * - recursion and sequences: JSONata's `stack` and `sequence` options;
 * - input and output: both travel as JSON text of at most `inputBytes` / `outputBytes`.
 *
 * A process rather than a worker thread: V8 aborts the whole process on some out-of-memory paths
 * of a worker (a huge string built by `$pad` or JSON.stringify), which would take the function
 * down with it. One process per run (about 50 ms to start), so a run that blew a limit leaves
 * nothing behind for the next.
 */
export interface SandboxLimits {
  readonly timeMs: number;
  readonly heapMb: number;
  readonly recursionDepth: number;
  readonly sequenceItems: number;
  readonly inputBytes: number;
  readonly outputBytes: number;
}

export const SANDBOX_LIMITS: SandboxLimits = {
  timeMs: 2_000,
  heapMb: 64,
  recursionDepth: 500,
  sequenceItems: 1_000_000,
  inputBytes: 1024 * 1024,
  outputBytes: 1024 * 1024,
};

/** How long past `timeMs` the child may take (start-up, JSONata's own timeout answering) before it is killed. */
const GRACE_MS = 1_500;

export type SandboxLimit = 'time' | 'memory' | 'input' | 'output';

/** A run's outcome: a value, a bound it went past, a JSONata error, or a sandbox that could not run at all (the service's fault). */
export type SandboxOutcome =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly kind: 'limit'; readonly limit: SandboxLimit; readonly message: string }
  | {
      readonly ok: false;
      readonly kind: 'error';
      readonly code: string | null;
      readonly position: number | null;
      readonly message: string;
    }
  | { readonly ok: false; readonly kind: 'unavailable'; readonly message: string };

const CHILD = `
const jsonata = require(process.argv[1]);
const reply = (r) => { process.stdout.write(JSON.stringify(r), () => process.exit(0)); };
const limit = (name, message) => reply({ ok: false, limit: name, message });
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const job = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  let value;
  try {
    const expr = jsonata(job.expression, { timeout: job.timeMs, stack: job.recursionDepth, sequence: job.sequenceItems });
    value = await expr.evaluate(job.input);
  } catch (e) {
    const code = e && typeof e.code === 'string' ? e.code : null;
    if (code === 'D1012') return limit('time', String(e.message));
    if (code === 'D1011' || code === 'D2014' || code === 'D2015' || e instanceof RangeError) return limit('memory', String(e.message));
    return reply({ ok: false, code, position: e && typeof e.position === 'number' ? e.position : null, message: String(e && e.message || e).slice(0, 1000) });
  }
  let text;
  try {
    text = value === undefined ? 'null' : JSON.stringify(value);
  } catch (e) {
    return limit('output', 'the result cannot be written as JSON: ' + String(e && e.message || e));
  }
  if (text === undefined) text = 'null';
  if (Buffer.byteLength(text) > job.outputBytes) return limit('output', 'the result has ' + Buffer.byteLength(text) + ' bytes as JSON, more than ' + job.outputBytes);
  reply({ ok: true, text });
});`;

interface Reply {
  ok: boolean;
  text?: string;
  limit?: SandboxLimit;
  unavailable?: boolean;
  code?: string | null;
  position?: number | null;
  message?: string;
}

let enginePath: string | undefined;
const engine = () => (enginePath ??= createRequire(import.meta.url).resolve(mappingEnginePackage));

/** Evaluates `expression` over `input` in a fresh bounded process; never throws for anything the expression does. */
export async function evaluateInSandbox(
  expression: string,
  input: unknown,
  limits: SandboxLimits = SANDBOX_LIMITS,
): Promise<SandboxOutcome> {
  const inputText = JSON.stringify(input) ?? 'null';
  const inputBytes = Buffer.byteLength(inputText);
  if (inputBytes > limits.inputBytes)
    return {
      ok: false,
      kind: 'limit',
      limit: 'input',
      message: `the bound input has ${inputBytes} bytes as JSON, more than ${limits.inputBytes}`,
    };
  const job = `{"expression":${JSON.stringify(expression)},"timeMs":${limits.timeMs},"recursionDepth":${limits.recursionDepth},"sequenceItems":${limits.sequenceItems},"outputBytes":${limits.outputBytes},"input":${inputText}}`;
  const child = spawn(
    process.execPath,
    [
      `--max-old-space-size=${limits.heapMb}`,
      `--max-semi-space-size=${Math.max(1, Math.floor(limits.heapMb / 16))}`,
      '--disallow-code-generation-from-strings',
      '-e',
      CHILD,
      engine(),
    ],
    { env: {}, stdio: ['pipe', 'pipe', 'ignore'], windowsHide: true },
  );
  const reply = await new Promise<Reply>((resolve) => {
    const out: Buffer[] = [];
    let bytes = 0;
    const timer = setTimeout(
      () => resolve({ ok: false, limit: 'time', message: `no answer within ${limits.timeMs} ms; the run was stopped` }),
      limits.timeMs + GRACE_MS,
    );
    const settle = (r: Reply) => {
      clearTimeout(timer);
      resolve(r);
    };
    child.stdout.on('data', (c: Buffer) => {
      bytes += c.length;
      // The reply wraps the result in a little JSON; anything much larger is not a reply of ours.
      if (bytes > limits.outputBytes * 2 + 4096)
        settle({ ok: false, limit: 'output', message: `the result is larger than ${limits.outputBytes} bytes` });
      else out.push(c);
    });
    child.on('error', (e) =>
      settle({ ok: false, unavailable: true, message: `the sandbox did not start: ${e.message}` }),
    );
    child.on('close', (code, signal) => {
      if (code === 0) {
        try {
          settle(JSON.parse(Buffer.concat(out).toString('utf8')) as Reply);
          return;
        } catch {
          // fall through: a truncated reply
        }
      }
      // V8 aborts (SIGABRT, exit 134) when the heap bound is hit; the kernel's OOM killer sends SIGKILL.
      const outOfMemory = signal === 'SIGABRT' || signal === 'SIGKILL' || code === 134 || code === 137;
      settle(
        outOfMemory
          ? {
              ok: false,
              limit: 'memory',
              message: `the run needed more than the sandbox's ${limits.heapMb} MB of heap (it stopped: ${signal ?? `exit ${code}`})`,
            }
          : {
              ok: false,
              unavailable: true,
              message: `the sandbox stopped without an answer (${signal ?? `exit ${code}`})`,
            },
      );
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(job);
  });
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (reply.ok) return { ok: true, value: JSON.parse(reply.text ?? 'null') as unknown };
  if (reply.limit) return { ok: false, kind: 'limit', limit: reply.limit, message: reply.message ?? reply.limit };
  if (reply.unavailable) return { ok: false, kind: 'unavailable', message: reply.message ?? 'the sandbox failed' };
  return {
    ok: false,
    kind: 'error',
    code: reply.code ?? null,
    position: reply.position ?? null,
    message: reply.message ?? 'the transform failed',
  };
}
