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

export function recordRequest(operationId: string, status: number, ms: number): void {
  const key = `${operationId}|${status}`;
  counters.set(key, (counters.get(key) ?? 0) + 1);
  const d = durations.get(operationId) ?? { sum: 0, count: 0 };
  d.sum += ms;
  d.count += 1;
  durations.set(operationId, d);
}

export function requestSnapshot() {
  return {
    captureFailures,
    counts: [...counters].map(([k, v]) => {
      const [operationId, status] = k.split('|') as [string, string];
      return { operationId, status, value: v };
    }),
    durations: [...durations].map(([operationId, d]) => ({ operationId, ...d })),
  };
}
