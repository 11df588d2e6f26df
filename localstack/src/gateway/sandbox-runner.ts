import { parentPort, workerData } from 'node:worker_threads';
import { asFunction, resetAwsCallLog } from '../../../layers/core/src/platform/observability/aws-calls.ts';
import { lambdaContext, loadFunction } from './functions.ts';

/**
 * One sandbox of the local gateway (sandboxes.ts): a worker thread that imports one function once,
 * as a cold start, and runs one invocation at a time, as a Lambda execution environment does. Its
 * own module instances give it its own dependency clients and connection pools.
 */
export interface InvokeMessage {
  readonly kind: 'invoke';
  readonly event: unknown;
  readonly timeoutMs: number;
}
export type SandboxRequest = InvokeMessage | { readonly kind: 'reset-aws-calls' };
export type SandboxReply =
  | { readonly kind: 'ready' }
  | { readonly kind: 'result'; readonly value: unknown }
  | {
      readonly kind: 'failed';
      readonly error: { readonly name: string; readonly message: string; readonly stack?: string };
    };

const name = (workerData as { name: string }).name;
const port = parentPort;
if (!port) throw new Error('sandbox-runner runs in a worker thread');

const handler = await loadFunction(name);
port.on('message', (m: SandboxRequest) => {
  if (m.kind === 'reset-aws-calls') {
    resetAwsCallLog();
    return;
  }
  void asFunction(name, () => handler(m.event, lambdaContext(name, m.timeoutMs))).then(
    (value) => port.postMessage({ kind: 'result', value } satisfies SandboxReply),
    (err: unknown) => {
      const e = err instanceof Error ? err : new Error(String(err));
      port.postMessage({
        kind: 'failed',
        error: { name: e.name, message: e.message, ...(e.stack ? { stack: e.stack } : {}) },
      } satisfies SandboxReply);
    },
  );
});
port.postMessage({ kind: 'ready' } satisfies SandboxReply);
