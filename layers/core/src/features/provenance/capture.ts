import { config } from '../../platform/config/load.ts';
import { newAppId } from '../../kernel/ids.ts';
import type { IdSource, RouteDef } from '../../kernel/route-types.ts';
import { logger } from '../../platform/observability/logger.ts';
import { recordCaptureFailure } from '../../platform/observability/request-metrics.ts';
import { actionKindOf, summaryOf, type Activity } from './activity.ts';
import { putActivity } from './store.ts';
import { appIdNamedBy } from './app-ids.ts';
import { settleWithin } from '../../platform/dependencies.ts';
import { outsideRequest } from '../../platform/request-deadline.ts';

/**
 * Provenance capture (docs/provenance.md). The write is awaited for at most CAPTURE_BUDGET_MS, so
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
  /** appIds looked up before the implementation ran (`lookUpBeforeChange`). */
  resolved?: ResolvedIds;
}

/** The ids of one capture that needed a graph lookup, by the declaration's role. */
export interface ResolvedIds {
  target?: string;
  collection?: string;
}

type IdInput = Pick<CaptureInput, 'pathParameters' | 'responseBody'>;

function declaredValue(src: IdSource | undefined, input: IdInput): string | undefined {
  if (!src) return undefined;
  switch (src.from) {
    case 'const':
      return src.value;
    case 'path':
      return input.pathParameters[src.param];
    case 'response': {
      const body = input.responseBody;
      const v =
        body !== null && typeof body === 'object' && !Array.isArray(body)
          ? (body as Record<string, unknown>)[src.field]
          : undefined;
      return v === undefined || v === null ? undefined : String(v);
    }
  }
}

/** The id to record: the declared value, or (`appIdOf`) the appId it names; the value itself when the lookup fails. */
async function idOf(
  src: IdSource | undefined,
  input: IdInput,
  looked: string | undefined,
  operationId: string,
): Promise<string | undefined> {
  const value = declaredValue(src, input);
  if (value === undefined || src?.from === 'const' || !src?.appIdOf) return value;
  if (looked !== undefined) return looked;
  try {
    return (await appIdNamedBy(src.appIdOf, value)) ?? value;
  } catch (error) {
    logger.warn('provenance: appId lookup failed; the legacy id is recorded', { error: error as Error, operationId });
    return value;
  }
}

export function shouldCapture(method: string, status: number): boolean {
  if (status < 200 || status > 299) return false;
  return method !== 'GET' || config()['svc.provenance.capture-reads'];
}

/**
 * Before the implementation of a DELETE: the appIds that its path's legacy ids name, looked up
 * while the entity still exists. Other methods look up after answering, inside the capture
 * budget. Never throws, and never costs the DELETE more than BEFORE_CHANGE_BUDGET_MS (a slow
 * graph then records the legacy id, and the DELETE itself meets the graph's own deadline).
 */
const BEFORE_CHANGE_BUDGET_MS = 300;

export async function lookUpBeforeChange(
  route: RouteDef,
  method: string,
  pathParameters: Readonly<Record<string, string>>,
): Promise<ResolvedIds | undefined> {
  const decl = route.provenance;
  if (method !== 'DELETE' || !decl) return undefined;
  const before = async (src: IdSource | undefined) =>
    src?.from === 'path' && src.appIdOf
      ? idOf(src, { pathParameters, responseBody: undefined }, undefined, route.operationId)
      : undefined;
  const looked = Promise.all([before(decl.target), before(decl.collection)]);
  const [target, collection] = await settleWithin(looked, BEFORE_CHANGE_BUDGET_MS, [undefined, undefined] as const);
  return { ...(target ? { target } : {}), ...(collection ? { collection } : {}) };
}

export async function buildActivity(
  input: CaptureInput,
  now = Date.now(),
): Promise<{ activity: Activity; collectionAppId?: string } | undefined> {
  const decl = input.route.provenance;
  if (!decl) return undefined;
  const actionKind = decl.actionKind ?? actionKindOf(input.method);
  const [target, collectionAppId] = await Promise.all([
    idOf(decl.target, input, input.resolved?.target, input.route.operationId),
    idOf(decl.collection, input, input.resolved?.collection, input.route.operationId),
  ]);
  const targetAppId = target ?? input.path;
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

/** Never throws and never waits longer than the budget (appId lookups included). */
export async function captureActivity(input: CaptureInput): Promise<void> {
  // Outlives the request when slow, so it runs outside the request's budget (not cancelled when it ends).
  const write = outsideRequest(async () => {
    const built = await buildActivity(input, Date.now());
    if (!built) {
      logger.warn('provenance: route declares no target; nothing captured', { operationId: input.route.operationId });
      return;
    }
    await putActivity(built.activity, built.collectionAppId);
  }).catch((error: unknown) => {
    recordCaptureFailure();
    logger.error('provenance capture failed', { error: error as Error, operationId: input.route.operationId });
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([write, new Promise<void>((r) => (timer = setTimeout(r, CAPTURE_BUDGET_MS)))]);
  clearTimeout(timer);
}
