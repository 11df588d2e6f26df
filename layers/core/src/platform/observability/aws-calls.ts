import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { iamCalls } from '../aws/iam-actions.ts';

/**
 * The AWS calls each function makes, recorded for the IAM check (test/iam/): the local gateway
 * runs every function in one process and names the function around each invocation; the SDK
 * middleware below writes each new (function, IAM action, resource) once, as a JSON line, to the
 * file named by SVC_AWS_CALL_LOG. Without that variable (always, in Lambda) no middleware is
 * added and `asFunction` is a plain call.
 */
export const AWS_CALL_LOG_ENV = 'SVC_AWS_CALL_LOG';

export interface RecordedCall {
  /** The function as the stack names it (`SVC_FUNCTION`); '' when the call ran outside any invocation. */
  readonly fn: string;
  readonly action: string;
  readonly resource: string;
  /** The SDK operation, when the IAM action is named otherwise. */
  readonly via?: string;
}

const logFile = () => process.env[AWS_CALL_LOG_ENV] || undefined;
const current = new AsyncLocalStorage<string>();
const seen = new Set<string>();

/** Runs `fn` as function `name`: the AWS calls it makes, awaited or not, are recorded under that name. */
export function asFunction<T>(name: string, fn: () => T): T {
  return logFile() ? current.run(name, fn) : fn();
}

function record(file: string, call: RecordedCall): void {
  const key = `${call.fn}|${call.action}|${call.resource}`;
  if (seen.has(key)) return;
  seen.add(key);
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(call)}\n`);
}

/** Forgets what was written and removes the file (a new test run starts a new recording). */
export function resetAwsCallLog(): void {
  seen.clear();
  const file = logFile();
  if (file) rmSync(file, { force: true });
}

interface CallContext {
  readonly clientName?: string;
  readonly commandName?: string;
  readonly __smithy_context?: { readonly operation?: string };
}
type Next<O> = (args: { readonly input: object }) => Promise<O>;
interface WithMiddleware<O> {
  readonly middlewareStack: {
    add(
      middleware: (next: Next<O>, context: CallContext) => Next<O>,
      options: { step: 'initialize'; name: string },
    ): void;
  };
}

/** Adds the recording middleware to an SDK client when recording is on; returns the client. */
export function recordAwsCalls<O, C extends WithMiddleware<O>>(client: C): C {
  const file = logFile();
  if (!file) return client;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const operation = context.__smithy_context?.operation ?? (context.commandName ?? '').replace(/Command$/, '');
      const fn = current.getStore() ?? '';
      for (const c of iamCalls(context.clientName ?? '', operation, args.input as Readonly<Record<string, unknown>>)) {
        const named = c.action.endsWith(`:${operation}`);
        record(file, { fn, ...c, ...(named ? {} : { via: operation }) });
      }
      return next(args);
    },
    { step: 'initialize', name: 'svcAwsCallRecorder' },
  );
  return client;
}
