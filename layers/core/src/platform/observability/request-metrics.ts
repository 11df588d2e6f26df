import { countEvent } from './metrics.ts';

/**
 * In-process request counters of this function instance, exposed by the Prometheus scrape.
 * Fleet-wide metrics go to CloudWatch (Powertools Metrics, EMF); these describe one runtime.
 */
const counters = new Map<string, number>();
const durations = new Map<string, { sum: number; count: number }>();
export const startedAt = Date.now();
let captureFailures = 0;

/** Provenance writes that failed (the request itself still succeeded): scrape counter and CloudWatch metric. */
export function recordCaptureFailure(): void {
  captureFailures += 1;
  countEvent('ProvenanceCaptureFailures');
}

/**
 * One answer of `operationId`, which the route table puts in endpoint `group` (the Lambda that
 * serves it, docs/architecture.md §1), with its status and handling time.
 */
export function recordRequest(operationId: string, group: string, status: number, ms: number): void {
  const key = `${group}|${operationId}|${status}`;
  counters.set(key, (counters.get(key) ?? 0) + 1);
  const op = `${group}|${operationId}`;
  const d = durations.get(op) ?? { sum: 0, count: 0 };
  d.sum += ms;
  d.count += 1;
  durations.set(op, d);
}

export function requestSnapshot() {
  return {
    captureFailures,
    counts: [...counters].map(([k, v]) => {
      const [group, operationId, status] = k.split('|') as [string, string, string];
      return { group, operationId, status, value: v };
    }),
    durations: [...durations].map(([k, d]) => {
      const [group, operationId] = k.split('|') as [string, string];
      return { group, operationId, ...d };
    }),
  };
}
