import type { ActionKind } from '../../kernel/route-types.ts';

export type { ActionKind };

/** Activity (docs/provenance.md). Timestamps in epoch milliseconds. */
export interface Activity {
  appId: string;
  actionKind: ActionKind;
  targetKind: string;
  targetAppId: string;
  agentUsername: string;
  summary: string;
  startedAtMillis: number;
  endedAtMillis: number;
  method: string;
  path: string;
  status: number;
  originInstance: string | null;
}

const kindByMethod: Record<string, ActionKind> = {
  POST: 'CREATE',
  PUT: 'UPDATE',
  PATCH: 'UPDATE',
  DELETE: 'DELETE',
  GET: 'READ',
};
export const actionKindOf = (method: string): ActionKind => kindByMethod[method] ?? 'EXECUTE';

const verb: Record<ActionKind, string> = {
  CREATE: 'created',
  READ: 'read',
  UPDATE: 'updated',
  DELETE: 'deleted',
  EXECUTE: 'executed',
};

/** Server-generated from method and target only: request bodies and headers never appear. */
export function summaryOf(
  kind: ActionKind,
  targetKind: string,
  targetAppId: string,
  method: string,
  routePath: string,
): string {
  return `${targetKind} ${targetAppId} ${verb[kind]} (${method} ${routePath})`;
}
