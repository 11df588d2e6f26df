/**
 * The one output formatter: aligned tables for people, stable JSON for machines. Commands build
 * their JSON value with an explicit key order; free-form members (health check data, problem
 * extensions) are key-sorted so the same answer always prints the same bytes.
 */
export type OutputMode = 'human' | 'json';
export const OUTPUT_MODES: readonly OutputMode[] = ['human', 'json'];

export interface TextSink {
  write(chunk: string): unknown;
  readonly isTTY?: boolean | undefined;
}

export interface Column<Row> {
  readonly header: string;
  readonly value: (row: Row) => unknown;
  /** Right-align (numbers). */
  readonly align?: 'left' | 'right';
}

/** Columns separated by two spaces, a header row in capitals, no trailing blanks. */
export function formatTable<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const cells = rows.map((row) => columns.map((c) => cellText(c.value(row))));
  const headers = columns.map((c) => c.header.toUpperCase());
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (columns[i]?.align === 'right' ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return `${[line(headers), ...cells.map(line)].join('\n')}\n`;
}

/** `key  value` lines, keys aligned (a one-record view). */
export function formatKeyValues(pairs: readonly (readonly [string, unknown])[]): string {
  const width = Math.max(0, ...pairs.map(([k]) => k.length));
  const lines = pairs.map(([k, v]) => `${`${k}:`.padEnd(width + 1)}  ${cellText(v)}`.trimEnd());
  return `${lines.join('\n')}\n`;
}

/** One table cell: a single line, control characters made visible (server text is untrusted). */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '-';
  if (typeof value === 'string') return sanitize(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return sanitize(JSON.stringify(sortKeys(value)));
}

/** Replaces line breaks with spaces and every other control character with `\uXXXX`. */
export function sanitize(text: string): string {
  return text
    .replace(/\r\n|[\r\n\u2028\u2029]/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Pretty JSON with a final newline. */
export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A deep copy with object keys in code-point order (arrays keep their order). */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) out[k] = sortKeys((value as Record<string, unknown>)[k]);
    return out;
  }
  return value;
}

/** Where a command writes: its result on stdout, diagnostics on stderr. */
export class Output {
  constructor(
    readonly mode: OutputMode,
    readonly stdout: TextSink,
    readonly stderr: TextSink,
    readonly verboseEnabled = false,
  ) {}

  /** Prints a command's result: `json` as is in json mode, the rendered text otherwise. */
  result(json: unknown, human: () => string): void {
    this.stdout.write(this.mode === 'json' ? formatJson(json) : human());
  }

  warn(message: string): void {
    this.stderr.write(`warning: ${sanitize(message)}\n`);
  }

  verbose(message: string): void {
    if (this.verboseEnabled) this.stderr.write(`* ${message}\n`);
  }
}
