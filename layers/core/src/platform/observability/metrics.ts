import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/** CloudWatch metrics through Powertools (EMF on stdout, no API calls). */
export const metrics = new Metrics({
  namespace: process.env['POWERTOOLS_METRICS_NAMESPACE'] ?? 'svc',
  serviceName: 'svc',
});

/** Counts one event and flushes at once: these metrics are rare, so no per-request flush is needed. */
export function countEvent(name: string): void {
  metrics.addMetric(name, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}
