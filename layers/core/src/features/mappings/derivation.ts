import { newAppId } from '../../kernel/ids.ts';
import { settleWithin } from '../../platform/dependencies.ts';
import { config } from '../../platform/config/load.ts';
import { logger } from '../../platform/observability/logger.ts';
import type { Activity } from '../provenance/activity.ts';
import { putActivity } from '../provenance/store.ts';
import { outsideRequest } from '../../platform/request-deadline.ts';

/**
 * The derivation of one run in provenance. The route row's declaration records the run itself
 * (`EXECUTE` on the Template, scoped to the Collection); an Activity has one target, so the
 * inputs and the output of the derivation are recorded here as two more rows of the same request,
 * each naming the others in its summary:
 *
 * - `READ` on the focus DataObject (PROV-JSON `used`): the input;
 * - `EXECUTE` on the created StructuredDataReference (PROV-JSON `generated`): the output, for a
 *   stored output only (an ephemeral view model is no entity).
 *
 * So `GET /v2/provenance/entity/{appId}` of the input, of the output and of the template each
 * finds the derivation. Like the capture, the write waits at most DERIVATION_BUDGET_MS and never
 * fails the request.
 */
export const DERIVATION_BUDGET_MS = 300;
const ROUTE = '/v2/mappings/{templateAppId}/materialize';

export interface Derivation {
  readonly username: string;
  readonly path: string;
  readonly status: number;
  readonly startedAtMillis: number;
  readonly templateAppId: string;
  readonly inputAppId: string;
  readonly collectionAppId: string;
  readonly output: { readonly kind: string; readonly appId: string } | null;
}

export function derivationActivities(d: Derivation, now = Date.now()): Activity[] {
  const base = {
    agentUsername: d.username,
    startedAtMillis: d.startedAtMillis,
    endedAtMillis: now,
    method: 'POST',
    path: d.path,
    status: d.status,
    originInstance: config()['svc.instance.id'] ?? null,
  };
  const out = d.output ? `${d.output.kind} ${d.output.appId}` : 'an ephemeral view model';
  const rows: Activity[] = [
    {
      ...base,
      appId: newAppId(),
      actionKind: 'READ',
      targetKind: 'DataObject',
      targetAppId: d.inputAppId,
      summary: `DataObject ${d.inputAppId} used by mapping template ${d.templateAppId} to derive ${out} (POST ${ROUTE})`,
    },
  ];
  if (d.output) {
    rows.push({
      ...base,
      appId: newAppId(),
      actionKind: 'EXECUTE',
      targetKind: d.output.kind,
      targetAppId: d.output.appId,
      summary: `${d.output.kind} ${d.output.appId} derived by mapping template ${d.templateAppId} from DataObject ${d.inputAppId} (POST ${ROUTE})`,
    });
  }
  return rows;
}

/** Never throws and never waits longer than the budget. */
export async function recordDerivation(d: Derivation): Promise<void> {
  // Outlives the request when slow, so it runs outside the request's budget (not cancelled when it ends).
  const write = outsideRequest(() =>
    Promise.all(derivationActivities(d).map((a) => putActivity(a, d.collectionAppId))),
  ).then(
    () => undefined,
    (error: unknown) => {
      logger.error('provenance: the derivation of a mapping run was not recorded', { error: error as Error });
    },
  );
  await settleWithin(write, DERIVATION_BUDGET_MS, undefined);
}
