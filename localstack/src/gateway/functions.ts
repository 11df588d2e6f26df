import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { asFunction } from '../../../layers/core/src/platform/observability/aws-calls.ts';
import { repoRoot } from '../paths.ts';
import { invokeInSandbox, SandboxTimeout, sandboxesEnabled } from './sandboxes.ts';

/** A Lambda handler as the gateway calls it. */
export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

const loaded = new Map<string, Promise<LambdaHandler>>();

/** Imports `functions/<name>/handler.ts` once, like a cold start, and returns its `handler`. */
export function loadFunction(name: string): Promise<LambdaHandler> {
  let p = loaded.get(name);
  if (!p) {
    // Named like an invocation, so AWS calls made at import (cold start) count for the function.
    p = asFunction(name, () => import(pathToFileURL(join(repoRoot, 'functions', name, 'handler.ts')).href)).then(
      (m: { handler?: LambdaHandler }) => {
        if (typeof m.handler !== 'function') throw new Error(`functions/${name}/handler.ts exports no handler`);
        return m.handler;
      },
    );
    loaded.set(name, p);
  }
  return p;
}

export function lambdaContext(name: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const id = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `svc-local-${name}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:svc-local-${name}`,
    memoryLimitInMB: '512',
    awsRequestId: id,
    logGroupName: `/aws/lambda/svc-local-${name}`,
    logStreamName: id,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export class InvocationTimeout extends Error {}

/**
 * Invokes a handler with a deadline; the handler's promise is abandoned on timeout, as AWS would.
 * With SVC_LOCAL_SANDBOXES=workers the invocation runs in a sandbox of its function (sandboxes.ts).
 */
export async function invoke(name: string, event: unknown, timeoutMs: number): Promise<unknown> {
  if (sandboxesEnabled()) {
    try {
      return await invokeInSandbox(name, event, timeoutMs);
    } catch (err) {
      if (err instanceof SandboxTimeout) throw new InvocationTimeout(err.message);
      throw err;
    }
  }
  const handler = await loadFunction(name);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      asFunction(name, () => handler(event, lambdaContext(name, timeoutMs))),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new InvocationTimeout(`${name} exceeded ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
