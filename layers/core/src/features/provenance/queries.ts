import { forbidden } from '../../kernel/problem.ts';
import { isInstanceAdmin, type Principal } from '../../kernel/principal.ts';
import { DEFAULT_LIMIT, MAX_LIMIT, countActivities, queryActivities, type ActivityFilter } from './store.ts';
import type { Activity } from './activity.ts';

export interface FilterInput {
  agent?: string | undefined;
  targetKind?: string | undefined;
  targetAppId?: string | undefined;
  since?: number | undefined;
  until?: number | undefined;
  limit?: number | undefined;
}

/**
 * Who sees what (docs/provenance.md; docs/api.md, Who may call what): instance-admins all rows; a casual user only their own,
 * and naming another agent is refused rather than silently narrowed.
 */
function scoped(caller: Principal, f: FilterInput): Omit<ActivityFilter, 'limit'> {
  if (!isInstanceAdmin(caller) && f.agent !== undefined && f.agent !== caller.username) {
    throw forbidden('Casual users may only query their own activities; omit `agent` or pass your own username.');
  }
  const agent = isInstanceAdmin(caller) ? f.agent : caller.username;
  const out: Omit<ActivityFilter, 'limit'> = {};
  if (agent !== undefined) out.agent = agent;
  if (f.targetKind !== undefined) out.targetKind = f.targetKind;
  if (f.targetAppId !== undefined) out.targetAppId = f.targetAppId;
  if (f.since !== undefined) out.since = f.since;
  if (f.until !== undefined) out.until = f.until;
  return out;
}

export function listActivities(caller: Principal, f: FilterInput): Promise<Activity[]> {
  return queryActivities({ ...scoped(caller, f), limit: Math.min(f.limit ?? DEFAULT_LIMIT, MAX_LIMIT) });
}

export function countOf(caller: Principal, f: FilterInput): Promise<number> {
  return countActivities(scoped(caller, f));
}
