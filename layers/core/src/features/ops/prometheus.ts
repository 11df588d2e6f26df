import { config } from '../../platform/config/load.ts';
import { readQuery } from '../../platform/graph/driver.ts';
import { requestSnapshot, startedAt } from '../../platform/observability/request-metrics.ts';

const esc = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * Prometheus text exposition: build info, this runtime's process and request metrics, and
 * application gauges read from the graph. Fleet-wide request metrics live in CloudWatch (EMF).
 */
export async function prometheusText(): Promise<string> {
  const lines: string[] = [];
  const metric = (name: string, type: string, help: string, samples: [Record<string, string>, number][]) => {
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    for (const [labels, value] of samples) {
      const l = Object.entries(labels)
        .map(([k, v]) => `${k}="${esc(v)}"`)
        .join(',');
      lines.push(`${name}${l ? `{${l}}` : ''} ${value}`);
    }
  };
  const mem = process.memoryUsage();
  metric('svc_build_info', 'gauge', 'Running svc version.', [[{ version: config()['svc.version'] ?? 'unknown' }, 1]]);
  metric('svc_process_uptime_seconds', 'gauge', 'Seconds since this runtime started.', [
    [{}, (Date.now() - startedAt) / 1000],
  ]);
  metric('svc_process_resident_memory_bytes', 'gauge', 'Resident memory of this runtime.', [[{}, mem.rss]]);
  metric('svc_process_heap_used_bytes', 'gauge', 'V8 heap in use.', [[{}, mem.heapUsed]]);
  const snap = requestSnapshot();
  metric(
    'svc_http_requests_total',
    'counter',
    'Requests served by this runtime, by operation, status and endpoint group (the Lambda of the route table).',
    snap.counts.map((c) => [{ operation: c.operationId, status: c.status, group: c.group }, c.value]),
  );
  metric(
    'svc_provenance_capture_failures_total',
    'counter',
    'Provenance writes that failed in this runtime (requests still succeeded).',
    [[{}, snap.captureFailures]],
  );
  metric(
    'svc_http_request_duration_seconds_sum',
    'counter',
    'Total handling time by operation and endpoint group.',
    snap.durations.map((d) => [{ operation: d.operationId, group: d.group }, d.sum / 1000]),
  );
  metric(
    'svc_http_request_duration_seconds_count',
    'counter',
    'Handled requests by operation and endpoint group.',
    snap.durations.map((d) => [{ operation: d.operationId, group: d.group }, d.count]),
  );
  try {
    const r = await readQuery<{ users: number; keys: number }>(
      'MATCH (u:User) WITH count(u) AS users OPTIONAL MATCH (k:ApiKey) RETURN users, count(k) AS keys',
    );
    const row = r.records[0];
    metric('svc_graph_users', 'gauge', 'Users in the graph.', [[{}, row?.get('users') ?? 0]]);
    metric('svc_graph_api_keys', 'gauge', 'Active API keys.', [[{}, row?.get('keys') ?? 0]]);
    metric('svc_graph_up', 'gauge', 'Whether the graph answered this scrape.', [[{}, 1]]);
  } catch {
    metric('svc_graph_up', 'gauge', 'Whether the graph answered this scrape.', [[{}, 0]]);
  }
  return `${lines.join('\n')}\n`;
}
