/**
 * One error hierarchy for svc-admin, rendered in one place (`renderError`). Exit codes
 * (docs/cli.md): 0 success, 1 an operator-readable error, 2 an unexpected exception.
 */
export const EXIT_OK = 0;
export const EXIT_ERROR = 1;
export const EXIT_UNEXPECTED = 2;

export type ErrorKind =
  | 'config' // the configuration (flags, env, ~/.svc/admin.toml) is unusable
  | 'connect' // the service could not be reached (refused, DNS, TLS, reset)
  | 'timeout' // the service did not answer in time
  | 'http' // the service answered with a non-2xx status
  | 'malformed' // the service answered 2xx with a body that is not the documented shape
  | 'usage' // the command line is wrong
  | 'unexpected'; // a bug: anything not anticipated

/** An RFC 7807 problem document as the API answers it. */
export interface Problem {
  readonly type?: string;
  readonly title?: string;
  readonly status?: number;
  readonly detail?: string;
  readonly instance?: string;
  readonly [extension: string]: unknown;
}

/** An error the operator can act on: exit code 1, a message without a stack trace. */
export class CliError extends Error {
  readonly exitCode = EXIT_ERROR;
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Extra members of the JSON error object. */
    readonly details: Readonly<Record<string, unknown>> = {},
    /** One line of advice printed under the message in human mode. */
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** A non-2xx answer of the service. */
export class HttpError extends CliError {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly problem: Problem | undefined,
    hint?: string,
  ) {
    super('http', httpMessage(status, problem), httpDetails(status, problem), hint);
    this.name = 'HttpError';
  }
}

/** Every non-2xx status is an operator-readable failure (the problem document says why). */
export function exitCodeForStatus(status: number): number {
  return status >= 200 && status < 300 ? EXIT_OK : EXIT_ERROR;
}

/**
 * The exit code of a thrown value. Besides `CliError`, any error carrying `exitCode: 1` counts as
 * operator-readable, so a plugin-contributed command can report a readable failure without
 * importing this module.
 */
export function exitCodeFor(err: unknown): number {
  if (err instanceof CliError) return err.exitCode;
  if (isOperatorError(err)) return EXIT_ERROR;
  return EXIT_UNEXPECTED;
}

function isOperatorError(err: unknown): err is Error & { exitCode: 1 } {
  return err instanceof Error && (err as { exitCode?: unknown }).exitCode === EXIT_ERROR;
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function httpMessage(status: number, problem: Problem | undefined): string {
  const title = problem?.title ?? STATUS_TEXT[status] ?? 'HTTP error';
  const detail = problem?.detail;
  return detail && detail !== title ? `${title}: ${detail} (HTTP ${status})` : `${title} (HTTP ${status})`;
}

function httpDetails(status: number, problem: Problem | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = { status };
  if (problem?.type !== undefined) out['type'] = problem.type;
  if (problem?.title !== undefined) out['title'] = problem.title;
  if (problem?.detail !== undefined) out['detail'] = problem.detail;
  if (problem !== undefined) out['problem'] = problem;
  return out;
}

/** Advice for the statuses an operator most often meets. */
export function hintForStatus(status: number, hasKey: boolean): string | undefined {
  if (status === 401) {
    return hasKey
      ? 'The API key was refused: check --api-key, SVC_ADMIN_API_KEY or apiKey in ~/.svc/admin.toml.'
      : 'No API key is configured: pass --api-key, set SVC_ADMIN_API_KEY or put apiKey in ~/.svc/admin.toml.';
  }
  if (status === 403) return 'svc-admin needs an API key carrying the role instance-admin.';
  return undefined;
}

/** The JSON error object (`{"error": {...}}`) of an error. */
export function errorObject(err: unknown): { error: Record<string, unknown> } {
  if (err instanceof CliError) return { error: { kind: err.kind, message: err.message, ...err.details } };
  if (isOperatorError(err)) return { error: { kind: 'command', message: err.message } };
  return { error: { kind: 'unexpected', message: messageOf(err) } };
}

export function messageOf(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}
