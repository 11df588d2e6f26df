import { describe, expect, it } from 'vitest';
import { dashboardFigures, parsePrometheus, samples, scalar, sumBy } from '../../../console/src/logic/prometheus.ts';

/** A scrape in the shape `GET /svc/doc/metrics/prometheus` answers (layers/core/src/features/ops/prometheus.ts). */
const SCRAPE = `# HELP svc_build_info Running svc version.
# TYPE svc_build_info gauge
svc_build_info{version="0.1.0"} 1
# HELP svc_process_uptime_seconds Seconds since this runtime started.
# TYPE svc_process_uptime_seconds gauge
svc_process_uptime_seconds 18.261
# TYPE svc_process_resident_memory_bytes gauge
svc_process_resident_memory_bytes 200478720
# HELP svc_http_requests_total Requests served by this runtime, by operation and status.
# TYPE svc_http_requests_total counter
svc_http_requests_total{operation="getCurrentUser",status="200"} 3
svc_http_requests_total{operation="createCollection",status="201"} 5
svc_http_requests_total{operation="createCollection",status="400"} 2
svc_http_requests_total{operation="getCollection",status="404"} 1
svc_http_requests_total{operation="listPlugins",status="503"} 4
# HELP svc_provenance_capture_failures_total Provenance writes that failed.
# TYPE svc_provenance_capture_failures_total counter
svc_provenance_capture_failures_total 0
# TYPE svc_http_request_duration_seconds_sum counter
svc_http_request_duration_seconds_sum{operation="getCurrentUser"} 0.3
svc_http_request_duration_seconds_sum{operation="createCollection"} 1.4
svc_http_request_duration_seconds_sum{operation="listPlugins"} 0
# TYPE svc_http_request_duration_seconds_count counter
svc_http_request_duration_seconds_count{operation="getCurrentUser"} 3
svc_http_request_duration_seconds_count{operation="createCollection"} 7
svc_http_request_duration_seconds_count{operation="listPlugins"} 0
# HELP svc_graph_users Users in the graph.
# TYPE svc_graph_users gauge
svc_graph_users 468
# TYPE svc_graph_api_keys gauge
svc_graph_api_keys 476
# TYPE svc_graph_up gauge
svc_graph_up 1
`;

describe('parsePrometheus', () => {
  it('reads HELP, TYPE and samples with and without labels', () => {
    const s = parsePrometheus(SCRAPE);
    expect(s.get('svc_http_requests_total')).toMatchObject({
      type: 'counter',
      help: 'Requests served by this runtime, by operation and status.',
    });
    expect(s.get('svc_http_requests_total')?.samples).toHaveLength(5);
    expect(s.get('svc_process_resident_memory_bytes')?.help).toBe('');
    expect(scalar(s, 'svc_process_uptime_seconds')).toBe(18.261);
    expect(samples(s, 'svc_build_info')[0]?.labels).toEqual({ version: '0.1.0' });
    expect(scalar(s, 'no_such_metric')).toBeUndefined();
  });

  it('unescapes label values and HELP text, and reads special values and timestamps', () => {
    const s = parsePrometheus(
      [
        '# HELP m A help with \\\\ and \\n in it.',
        '# TYPE m gauge',
        'm{path="C:\\\\dir",quote="say \\"hi\\"",nl="a\\nb" , empty=""} +Inf 1700000000000',
        'm{k="v",} -Inf',
        'm NaN',
        'm 1e3',
        'untyped_one 7',
        '# a comment that is neither HELP nor TYPE',
        '',
      ].join('\n'),
    );
    const m = s.get('m');
    expect(m?.help).toBe('A help with \\ and \n in it.');
    expect(m?.samples[0]).toEqual({
      name: 'm',
      labels: { path: 'C:\\dir', quote: 'say "hi"', nl: 'a\nb', empty: '' },
      value: Number.POSITIVE_INFINITY,
    });
    expect(m?.samples[1]?.labels).toEqual({ k: 'v' });
    expect(m?.samples[1]?.value).toBe(Number.NEGATIVE_INFINITY);
    expect(Number.isNaN(m?.samples[2]?.value)).toBe(true);
    expect(m?.samples[3]?.value).toBe(1000);
    expect(s.get('untyped_one')).toMatchObject({ type: 'untyped', samples: [{ value: 7 }] });
  });

  it('keeps _bucket, _sum and _count of a histogram in its family', () => {
    const s = parsePrometheus(
      [
        '# TYPE h histogram',
        'h_bucket{le="0.1"} 2',
        'h_bucket{le="+Inf"} 3',
        'h_sum 0.4',
        'h_count 3',
        '# TYPE c_count counter',
        'c_count 9',
      ].join('\n'),
    );
    expect(s.get('h')?.samples.map((x) => x.name)).toEqual(['h_bucket', 'h_bucket', 'h_sum', 'h_count']);
    expect(s.has('h_sum')).toBe(false);
    expect(scalar(s, 'c_count')).toBe(9);
  });

  it('throws on a malformed sample, naming the line', () => {
    expect(() => parsePrometheus('m{a="x} 1')).toThrow(/unterminated/);
    expect(() => parsePrometheus('m{a=x} 1')).toThrow(/expected "/);
    expect(() => parsePrometheus('m abc')).toThrow(/not a sample value: abc/);
    expect(() => parsePrometheus('m')).toThrow(/not a sample value/);
    expect(() => parsePrometheus('9m 1')).toThrow(/not a sample line/);
    expect(() => parsePrometheus('m 1 soon')).toThrow(/bad timestamp/);
  });
});

describe('dashboardFigures', () => {
  it('sums requests by operation, the mean latency, errors by status and the graph gauges', () => {
    const f = dashboardFigures(parsePrometheus(SCRAPE));
    expect(f.version).toBe('0.1.0');
    expect(f.requestsTotal).toBe(15);
    expect(f.clientErrors).toBe(3);
    expect(f.serverErrors).toBe(4);
    expect(f.captureFailures).toBe(0);
    expect(f.requestsByOperation).toEqual([
      { key: 'createCollection', value: 7 },
      { key: 'listPlugins', value: 4 },
      { key: 'getCurrentUser', value: 3 },
      { key: 'getCollection', value: 1 },
    ]);
    // createCollection 1.4 s / 7 = 200 ms; getCurrentUser 100 ms; listPlugins has no handled count.
    expect(f.latencyByOperation.map((b) => [b.key, Math.round(b.value)])).toEqual([
      ['createCollection', 200],
      ['getCurrentUser', 100],
    ]);
    expect(f.errorsByStatus).toEqual([
      { key: '400', value: 2 },
      { key: '404', value: 1 },
      { key: '503', value: 4 },
    ]);
    expect(f).toMatchObject({ graphUsers: 468, graphApiKeys: 476, graphUp: true, residentBytes: 200478720 });
    expect(f.heapBytes).toBeUndefined();
  });

  it('sums requests and the mean latency by Lambda group (the `group` label), every group that answered', () => {
    const grouped = [
      'svc_http_requests_total{operation="getCurrentUser",status="200",group="legacy-users"} 3',
      'svc_http_requests_total{operation="getAllApiKeys",status="200",group="legacy-users"} 2',
      'svc_http_requests_total{operation="getAllCollections",status="200",group="legacy"} 4',
      'svc_http_requests_total{operation="getReadiness",status="503",group="ops"} 1',
      'svc_http_request_duration_seconds_sum{operation="getCurrentUser",group="legacy-users"} 0.3',
      'svc_http_request_duration_seconds_sum{operation="getAllApiKeys",group="legacy-users"} 0.7',
      'svc_http_request_duration_seconds_sum{operation="getAllCollections",group="legacy"} 0.2',
      'svc_http_request_duration_seconds_count{operation="getCurrentUser",group="legacy-users"} 3',
      'svc_http_request_duration_seconds_count{operation="getAllApiKeys",group="legacy-users"} 2',
      'svc_http_request_duration_seconds_count{operation="getAllCollections",group="legacy"} 4',
      'svc_http_request_duration_seconds_count{operation="getReadiness",group="ops"} 0',
    ].join('\n');
    const f = dashboardFigures(parsePrometheus(grouped), 1);
    expect(f.requestsByGroup).toEqual([
      { key: 'legacy-users', value: 5 },
      { key: 'legacy', value: 4 },
      { key: 'ops', value: 1 },
    ]);
    // legacy-users: 1.0 s over 5 requests = 200 ms; legacy 50 ms; ops handled none.
    expect(f.latencyByGroup.map((b) => [b.key, Math.round(b.value)])).toEqual([
      ['legacy-users', 200],
      ['legacy', 50],
    ]);
    expect(f.requestsByOperation).toHaveLength(1);
    // A scrape without the label (an older runtime) has no group bars.
    expect(dashboardFigures(parsePrometheus(SCRAPE)).requestsByGroup).toEqual([]);
  });

  it('limits the bars to the top entries and reports a graph that did not answer', () => {
    const f = dashboardFigures(parsePrometheus(`${SCRAPE}svc_graph_up 0\n`.replace('svc_graph_up 1\n', '')), 2);
    expect(f.requestsByOperation.map((b) => b.key)).toEqual(['createCollection', 'listPlugins']);
    expect(f.graphUp).toBe(false);
    const empty = dashboardFigures(parsePrometheus(''));
    expect(empty).toMatchObject({ requestsTotal: 0, requestsByOperation: [], graphUp: undefined, version: undefined });
  });

  it('sumBy orders ties by key', () => {
    expect(sumBy(parsePrometheus('x{k="b"} 1\nx{k="a"} 1\nx{k="c"} 2'), 'x', 'k').map((b) => b.key)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });
});
