import { config } from '../../platform/config/load.ts';
import { newAppId } from '../../kernel/ids.ts';
import type { IdSource, RouteDef } from '../../kernel/route-types.ts';
import { logger } from '../../platform/observability/logger.ts';
import { recordCaptureFailure } from '../../platform/observability/request-metrics.ts';
import { actionKindOf, summaryOf, type Activity } from './activity.ts';
import { putActivity } from './store.ts';

/**
 * Provenance capture (SPEC: Events 3). The write is awaited for at most CAPTURE_BUDGET_MS, so
 * it normally completes before Lambda freezes the runtime (no row lost in the normal case) and
 * never holds the answer longer than that. A slower write keeps running and completes when the
 * runtime next thaws; a failing store is logged and counted, never surfaced to the caller.
 */
export const CAPTURE_BUDGET_MS = 50;

export interface CaptureInput {
  route: RouteDef;
  method: string;
  path: string;
  status: number;
  username: string;
  pathParameters: Readonly<Record<string, string>>;
  responseBody: unknown;
  startedAtMillis: number;
}

function resolve(src: IdSource | undefined, input: CaptureInput): string | undefined {
  if (!src) return undefined;
  switch (src.from) {
    case 'const':
      return src.value;
    case 'path':
      return input.pathParameters[src.param];
    case 'response': {
      const body = input.responseBody;
      const v = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[src.field] : undefined;
      return v === undefined || v === null ? undefined : String(v);
    }
  }
}

export function shouldCapture(method: string, status: number): boolean {
  if (status < 200 || status > 299) return false;
  return method !== 'GET' || config()['svc.provenance.capture-reads'];
}

export function buildActivity(input: CaptureInput, now = Date.now()): { activity: Activity; collectionAppId?: string } | undefined {
  const decl = input.route.provenance;
  if (!decl) return undefined;
  const actionKind = decl.actionKind ?? actionKindOf(input.method);
  const targetAppId = resolve(decl.target, input) ?? input.path;
  const collectionAppId = resolve(decl.collection, input);
  return {
    activity: {
      appId: newAppId(),
      actionKind,
      targetKind: decl.targetKind,
      targetAppId,
      agentUsername: input.username,
      summary: summaryOf(actionKind, decl.targetKind, targetAppId, input.method, input.route.path),
      startedAtMillis: input.startedAtMillis,
      endedAtMillis: now,
      method: input.method,
      path: input.path,
      status: input.status,
      originInstance: config()['svc.instance.id'] ?? null,
    },
    ...(collectionAppId ? { collectionAppId } : {}),
  };
}

/** Never throws and never waits longer than the budget. */
export async function captureActivity(input: CaptureInput): Promise<void> {
  let built: ReturnType<typeof buildActivity>;
  try {
    built = buildActivity(input);
    if (!built) {
      logger.warn('provenance: route declares no target; nothing captured', { operationId: input.route.operationId });
      return;
    }
  } catch (error) {
    recordCaptureFailure();
    logger.error('provenance capture failed', { error: error as Error });
    return;
  }
  const write = putActivity(built.activity, built.collectionAppId).catch((error: unknown) => {
    recordCaptureFailure();
    logger.error('provenance capture failed', { error: error as Error, operationId: input.route.operationId });
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([write, new Promise<void>((r) => (timer = setTimeout(r, CAPTURE_BUDGET_MS)))]);
  clearTimeout(timer);
}
