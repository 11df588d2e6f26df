/**
 * The Prometheus text exposition format (version 0.0.4), as `GET /svc/doc/metrics/prometheus`
 * answers it, parsed for the admin dashboard; and the dashboard's figures made from a scrape.
 */

export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

export interface MetricFamily {
  readonly name: string;
  /** `counter`, `gauge`, `histogram`, `summary` or `untyped` (no TYPE line). */
  type: string;
  help: string;
  readonly samples: Sample[];
}

export type Scrape = ReadonlyMap<string, MetricFamily>;

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;

function unescapeHelp(s: string): string {
  return s.replace(/\\(n|\\)/g, (_m, c: string) => (c === 'n' ? '\n' : '\\'));
}

function parseValue(text: string): number {
  switch (text) {
    case '+Inf':
      return Number.POSITIVE_INFINITY;
    case '-Inf':
      return Number.NEGATIVE_INFINITY;
    case 'NaN':
      return Number.NaN;
    default: {
      const v = Number(text);
      if (text === '' || Number.isNaN(v)) throw new Error(`not a sample value: ${text}`);
      return v;
    }
  }
}

/** `{a="x",b="y\"z"}` from position `at` (the `{`): the labels and where the block ends. */
function parseLabels(line: string, at: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let i = at + 1;
  const skipSpace = () => {
    while (line[i] === ' ' || line[i] === '\t') i++;
  };
  for (;;) {
    skipSpace();
    if (line[i] === '}') return { labels, end: i + 1 };
    const name = /^[a-zA-Z_][a-zA-Z0-9_]*/.exec(line.slice(i))?.[0];
    if (!name) throw new Error(`bad label name at ${i}: ${line}`);
    i += name.length;
    skipSpace();
    if (line[i] !== '=') throw new Error(`expected = at ${i}: ${line}`);
    i++;
    skipSpace();
    if (line[i] !== '"') throw new Error(`expected " at ${i}: ${line}`);
    i++;
    let value = '';
    for (;;) {
      const c = line[i];
      if (c === undefined) throw new Error(`unterminated label value: ${line}`);
      if (c === '"') break;
      if (c === '\\') {
        const n = line[i + 1];
        value += n === 'n' ? '\n' : n === '"' ? '"' : n === '\\' ? '\\' : `\\${n ?? ''}`;
        i += 2;
        continue;
      }
      value += c;
      i++;
    }
    i++;
    labels[name] = value;
    skipSpace();
    if (line[i] === ',') i++;
  }
}

/** The family a sample belongs to: `x_bucket`/`x_sum`/`x_count` join a histogram or summary `x`. */
function familyOf(sample: string, families: Map<string, MetricFamily>): string {
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!sample.endsWith(suffix)) continue;
    const base = sample.slice(0, -suffix.length);
    const t = families.get(base)?.type;
    if (t === 'histogram' || t === 'summary') return base;
  }
  return sample;
}

/** Parses a scrape. Unknown comment lines are ignored; a malformed sample line throws, naming it. */
export function parsePrometheus(text: string): Scrape {
  const families = new Map<string, MetricFamily>();
  const family = (name: string): MetricFamily => {
    let f = families.get(name);
    if (!f) {
      f = { name, type: 'untyped', help: '', samples: [] };
      families.set(name, f);
    }
    return f;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      const m = /^#\s+(HELP|TYPE)\s+([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(.*)$/.exec(line);
      if (!m) continue;
      const [, kind, name, rest] = m as unknown as [string, string, string, string];
      if (kind === 'HELP') family(name).help = unescapeHelp(rest);
      else family(name).type = rest.trim() || 'untyped';
      continue;
    }
    const name = NAME.exec(line)?.[0];
    if (!name) throw new Error(`not a sample line: ${line}`);
    let i = name.length;
    let labels: Record<string, string> = {};
    if (line[i] === '{') {
      const parsed = parseLabels(line, i);
      labels = parsed.labels;
      i = parsed.end;
    }
    const [valueText = '', timestamp] = line.slice(i).trim().split(/\s+/);
    if (timestamp !== undefined && !/^-?\d+$/.test(timestamp)) throw new Error(`bad timestamp: ${line}`);
    family(familyOf(name, families)).samples.push({ name, labels, value: parseValue(valueText) });
  }
  return families;
}

/** The samples of one metric (by sample name), empty when the scrape lacks it. */
export function samples(scrape: Scrape, name: string): Sample[] {
  return [...scrape.values()].flatMap((f) => f.samples.filter((s) => s.name === name));
}

/** A single unlabelled value (a gauge such as `svc_graph_users`), undefined when absent. */
export function scalar(scrape: Scrape, name: string): number | undefined {
  return samples(scrape, name).find((s) => Object.keys(s.labels).length === 0)?.value;
}

/** Sums a metric's samples by one label's value, largest first. */
export function sumBy(scrape: Scrape, name: string, label: string): { key: string; value: number }[] {
  const out = new Map<string, number>();
  for (const s of samples(scrape, name)) {
    const k = s.labels[label] ?? '';
    out.set(k, (out.get(k) ?? 0) + s.value);
  }
  return [...out].map(([key, value]) => ({ key, value })).sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : 1));
}

export interface Bar {
  readonly key: string;
  readonly value: number;
}

export interface DashboardFigures {
  readonly version: string | undefined;
  readonly uptimeSeconds: number | undefined;
  readonly residentBytes: number | undefined;
  readonly heapBytes: number | undefined;
  readonly requestsTotal: number;
  /** Answers with status ≥ 400 (client) and ≥ 500 (server) of this runtime. */
  readonly clientErrors: number;
  readonly serverErrors: number;
  readonly captureFailures: number | undefined;
  /** Requests by endpoint group (the Lambda of the route table), all groups that answered, busiest first. */
  readonly requestsByGroup: Bar[];
  /** Mean handling time (ms) by endpoint group, slowest first. */
  readonly latencyByGroup: Bar[];
  /** Requests by operation, the `top` busiest. */
  readonly requestsByOperation: Bar[];
  /** Mean handling time (ms) by operation (`_sum / _count`), the `top` slowest. */
  readonly latencyByOperation: Bar[];
  /** Error answers by status code. */
  readonly errorsByStatus: Bar[];
  readonly graphUsers: number | undefined;
  readonly graphApiKeys: number | undefined;
  readonly graphUp: boolean | undefined;
}

/** Mean handling time in ms by one label's value (`_sum / _count` of the duration counters), slowest first. */
export function meanMsBy(scrape: Scrape, label: string): Bar[] {
  const sums = new Map(sumBy(scrape, 'svc_http_request_duration_seconds_sum', label).map((b) => [b.key, b.value]));
  return sumBy(scrape, 'svc_http_request_duration_seconds_count', label)
    .filter((c) => c.value > 0 && sums.has(c.key))
    .map((c) => ({ key: c.key, value: ((sums.get(c.key) ?? 0) / c.value) * 1000 }))
    .sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : 1));
}

/** What the dashboard shows of a scrape of svc's metrics (names as in docs/operations.md). */
export function dashboardFigures(scrape: Scrape, top = 10): DashboardFigures {
  const requests = samples(scrape, 'svc_http_requests_total');
  const status = (s: Sample) => Number(s.labels['status'] ?? '0');
  const errorsByStatus = sumBy(scrape, 'svc_http_requests_total', 'status')
    .filter((b) => Number(b.key) >= 400)
    .sort((a, b) => (a.key < b.key ? -1 : 1));
  const latency = meanMsBy(scrape, 'operation');
  /** Runtimes from before the `group` label have none: no group bars rather than one unnamed bar. */
  const grouped = (bars: Bar[]) => bars.filter((b) => b.key !== '');
  const up = scalar(scrape, 'svc_graph_up');
  return {
    version: samples(scrape, 'svc_build_info')[0]?.labels['version'],
    uptimeSeconds: scalar(scrape, 'svc_process_uptime_seconds'),
    residentBytes: scalar(scrape, 'svc_process_resident_memory_bytes'),
    heapBytes: scalar(scrape, 'svc_process_heap_used_bytes'),
    requestsTotal: requests.reduce((n, s) => n + s.value, 0),
    clientErrors: requests.filter((s) => status(s) >= 400 && status(s) < 500).reduce((n, s) => n + s.value, 0),
    serverErrors: requests.filter((s) => status(s) >= 500).reduce((n, s) => n + s.value, 0),
    captureFailures: scalar(scrape, 'svc_provenance_capture_failures_total'),
    requestsByGroup: grouped(sumBy(scrape, 'svc_http_requests_total', 'group')),
    latencyByGroup: grouped(meanMsBy(scrape, 'group')),
    requestsByOperation: sumBy(scrape, 'svc_http_requests_total', 'operation').slice(0, top),
    latencyByOperation: latency.slice(0, top),
    errorsByStatus,
    graphUsers: scalar(scrape, 'svc_graph_users'),
    graphApiKeys: scalar(scrape, 'svc_graph_api_keys'),
    graphUp: up === undefined ? undefined : up === 1,
  };
}
