import { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { badRequest } from '../../kernel/problem.ts';
import { compareTimestamps, INT64_MAX, isInt64, type Point, type PointValue, type ValueType } from './points.ts';

/**
 * CSV export and import of timeseries, in upstream's two `csv_format`s (RFC 4180, `\n` line ends,
 * UTF-8). Upstream wrote them with opencsv; the layouts below are what its writers produce.
 *
 * ROW (the default): a header `DEVICE,FIELD,LOCATION,MEASUREMENT,SYMBOLICNAME,TIMESTAMP,VALUE`
 * (opencsv's bean writer: upper-case names in alphabetical order), then one line per point,
 * channel after channel; no points → an empty file (no header), as upstream.
 * COLUMN: a header `timestamp,<measurement>-<device>-<location>-<symbolicName>-<field>,...`, then
 * one line per timestamp (ascending) with each channel's value or an empty cell; a channel with
 * several points at one timestamp continues on further lines with that timestamp. An aggregate's
 * null bucket (a gap under fill_option NULL, LINEAR or PREVIOUS) is an empty cell in either layout
 * (ROW: an empty VALUE, which import refuses as it refuses any point without a value).
 *
 * Values: Integer in decimal, Double in JavaScript's shortest round-trip form with ".0" added to
 * integral values (as Java prints a double, so that 4.0 stays a Double), Boolean as true/false,
 * String always quoted (so that "" and "123" stay Strings). Timestamps in decimal ns, exact.
 *
 * Import reads either layout (told apart by the header; ROW's columns in any order, names
 * case-insensitive, as opencsv matches them) and gives each channel one type: String when all its
 * values are quoted; otherwise Boolean when all are true/false (any case), Integer when all are
 * int64 integers, Double when all are numbers, else String. So export → import gives the same
 * points back, and a hand-made CSV reads as upstream read it. A broken row (wrong field count, an
 * unclosed quote, a blank channel name, a timestamp that is not an int64 ≥ 0, an unquoted empty
 * value in ROW) is a 400 naming its line.
 */
export type CsvFormat = 'ROW' | 'COLUMN';
export const csvFormats: readonly CsvFormat[] = ['ROW', 'COLUMN'];

export interface ChannelKey {
  readonly measurement: string;
  readonly device: string;
  readonly location: string;
  readonly symbolicName: string;
  readonly field: string;
}

export interface ChannelPoints {
  readonly timeseries: ChannelKey;
  readonly type: ValueType;
  readonly points: readonly Point[];
}

/** What an export writes: points, or buckets of an aggregate where null (a gap under fill NULL) is an empty cell. */
export interface ExportedChannel {
  readonly timeseries: ChannelKey;
  readonly type: ValueType;
  readonly points: readonly { readonly timestamp: bigint; readonly value: PointValue | null }[];
}

const ROW_HEADER = ['DEVICE', 'FIELD', 'LOCATION', 'MEASUREMENT', 'SYMBOLICNAME', 'TIMESTAMP', 'VALUE'] as const;

/** The CSV as lines (each ending in \n), so that a large export can be streamed. */
export function* csvLines(channels: readonly ExportedChannel[], format: CsvFormat = 'ROW'): Generator<string> {
  if (format === 'ROW') yield* rowLines(channels);
  else yield* columnLines(channels);
}

export const toCsv = (channels: readonly ExportedChannel[], format: CsvFormat = 'ROW') =>
  [...csvLines(channels, format)].join('');

const plain = { record_delimiter: '\n', quoted_match: /\r/ } as const;
const forced = { ...plain, quoted: true, quoted_empty: true } as const;

/** One field as RFC 4180 text (csv-stringify quotes what needs it; `force` quotes always, "" included); null is an empty unquoted field. */
function cell(text: string | null, force = false): string {
  return text === null ? '' : stringify([[text]], force ? forced : plain).slice(0, -1);
}

const line = (cells: readonly (string | null)[], quoted: ReadonlySet<number> = new Set()) =>
  `${cells.map((c, i) => cell(c, quoted.has(i))).join(',')}\n`;

function* rowLines(channels: readonly ExportedChannel[]): Generator<string> {
  if (!channels.some((c) => c.points.length > 0)) return;
  yield line(ROW_HEADER);
  for (const { timeseries: k, type, points } of channels) {
    if (points.length === 0) continue;
    const prefix = line([k.device, k.field, k.location, k.measurement, k.symbolicName]).slice(0, -1);
    for (const p of points) {
      const value = p.value === null ? '' : type === 'String' ? cell(p.value as string, true) : formatValue(p.value);
      yield `${prefix},${p.timestamp},${value}\n`;
    }
  }
}

function* columnLines(channels: readonly ExportedChannel[]): Generator<string> {
  const k = (c: ExportedChannel) => c.timeseries;
  yield line([
    'timestamp',
    ...channels.map((c) => [k(c).measurement, k(c).device, k(c).location, k(c).symbolicName, k(c).field].join('-')),
  ]);
  const quoted = new Set(channels.flatMap((c, i) => (c.type === 'String' ? [i + 1] : [])));
  const sorted = channels.map((c) => [...c.points].sort((a, b) => compareTimestamps(a.timestamp, b.timestamp)));
  const next = sorted.map(() => 0);
  for (;;) {
    let t: bigint | undefined;
    sorted.forEach((pts, i) => {
      const p = pts[next[i]!];
      if (p !== undefined && (t === undefined || p.timestamp < t)) t = p.timestamp;
    });
    if (t === undefined) return;
    // Each pass takes at most one point per channel at t: duplicates at t go on further lines.
    const cells = sorted.map((pts, i) => {
      const p = pts[next[i]!];
      if (p === undefined || p.timestamp !== t) return null;
      next[i]!++;
      if (p.value === null) return null;
      return channels[i]!.type === 'String' ? (p.value as string) : formatValue(p.value);
    });
    yield line([String(t), ...cells], quoted);
  }
}

export function formatValue(v: PointValue): string {
  if (typeof v !== 'number') return String(v);
  if (Object.is(v, -0)) return '-0.0';
  const s = String(v);
  return /^-?\d+$/.test(s) ? `${s}.0` : s;
}

interface Cell {
  readonly text: string;
  readonly quoted: boolean;
}

interface Collected {
  readonly key: ChannelKey;
  readonly stamps: bigint[];
  readonly cells: Cell[];
  readonly lines: number[];
}

/**
 * Parses a CSV in either layout into channels with typed points (in file order). Accepts the
 * whole text or a stream of chunks; records are parsed one by one as they arrive.
 */
export async function parseCsv(
  source: string | Uint8Array | AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
): Promise<ChannelPoints[]> {
  const parser = parse({
    bom: true,
    info: true,
    skip_empty_lines: true,
    cast: (text, ctx) => ({ text, quoted: ctx.quoting }),
  });
  const input =
    typeof source === 'string' || source instanceof Uint8Array ? Readable.from([source]) : Readable.from(source);
  const records = input.pipe(parser) as AsyncIterable<{ record: Cell[]; info: { lines: number } }>;
  const channels = new Map<string, Collected>();
  let reader: ((cells: Cell[], line: number) => void) | undefined;
  try {
    for await (const { record, info } of records) {
      if (reader === undefined) reader = headerReader(record, info.lines, channels);
      else reader(record, info.lines);
    }
  } catch (err) {
    if (isCsvError(err)) throw brokenRow(typeof err.lines === 'number' ? err.lines : 0, csvErrorMessage(err));
    throw err;
  }
  return [...channels.values()].filter((c) => c.cells.length > 0).map(typed);
}

function headerReader(
  header: Cell[],
  headerLine: number,
  channels: Map<string, Collected>,
): (cells: Cell[], line: number) => void {
  const names = header.map((c) => c.text.trim());
  const upper = names.map((n) => n.toUpperCase());
  const channel = (key: ChannelKey) => {
    const id = JSON.stringify([key.measurement, key.device, key.location, key.symbolicName, key.field]);
    let c = channels.get(id);
    if (c === undefined) {
      c = { key, stamps: [], cells: [], lines: [] };
      channels.set(id, c);
    }
    return c;
  };
  if (upper.includes('TIMESTAMP') && upper.includes('MEASUREMENT')) {
    const missing = ROW_HEADER.filter((h) => !upper.includes(h));
    if (missing.length > 0) throw brokenRow(headerLine, `the header lacks ${missing.join(', ')}`);
    const at = Object.fromEntries(ROW_HEADER.map((h) => [h, upper.indexOf(h)])) as Record<
      (typeof ROW_HEADER)[number],
      number
    >;
    return (cells, line) => {
      const text = (h: (typeof ROW_HEADER)[number]) => cells[at[h]]!.text;
      const key = {
        measurement: name(text('MEASUREMENT'), 'MEASUREMENT', line),
        device: name(text('DEVICE'), 'DEVICE', line),
        location: name(text('LOCATION'), 'LOCATION', line),
        symbolicName: name(text('SYMBOLICNAME'), 'SYMBOLICNAME', line),
        field: name(text('FIELD'), 'FIELD', line),
      };
      const stamp = parseTimestamp(text('TIMESTAMP'), line);
      const value = cells[at.VALUE]!;
      if (value.text === '' && !value.quoted) throw brokenRow(line, 'VALUE is empty; a point needs a value');
      const c = channel(key);
      c.stamps.push(stamp);
      c.cells.push(value);
      c.lines.push(line);
    };
  }
  if (upper[0] === 'TIMESTAMP' && names.length > 1) {
    const keys = names.slice(1).map((n) => {
      const parts = n.split('-');
      if (parts.length !== 5 || parts.some((p) => p.trim() === '')) {
        throw brokenRow(
          headerLine,
          `column "${n.slice(0, 200)}" is not <measurement>-<device>-<location>-<symbolicName>-<field> (names holding "-" need the ROW format)`,
        );
      }
      const [measurement, device, location, symbolicName, field] = parts as [string, string, string, string, string];
      return { measurement, device, location, symbolicName, field };
    });
    const collected = keys.map(channel);
    return (cells, line) => {
      const stamp = parseTimestamp(cells[0]!.text, line);
      collected.forEach((c, i) => {
        const value = cells[i + 1]!;
        if (value.text === '' && !value.quoted) return;
        c.stamps.push(stamp);
        c.cells.push(value);
        c.lines.push(line);
      });
    };
  }
  throw brokenRow(
    headerLine,
    `the header is neither ROW (${ROW_HEADER.join(',')}) nor COLUMN (timestamp,<channel>,...)`,
  );
}

const INTEGER = /^[+-]?\d+$/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const BOOLEAN = /^(true|false)$/i;

function typed(c: Collected): ChannelPoints {
  const texts = c.cells.map((cell) => cell.text);
  const type: ValueType = c.cells.every((cell) => cell.quoted)
    ? 'String'
    : texts.every((t) => BOOLEAN.test(t))
      ? 'Boolean'
      : texts.every((t) => INTEGER.test(t) && isInt64(BigInt(t)))
        ? 'Integer'
        : texts.every((t) => NUMBER.test(t) && Number.isFinite(Number(t)))
          ? 'Double'
          : 'String';
  const convert: (t: string) => PointValue =
    type === 'Boolean'
      ? (t) => t.toLowerCase() === 'true'
      : type === 'Integer'
        ? (t) => BigInt(t)
        : type === 'Double'
          ? (t) => Number(t)
          : (t) => t;
  return { timeseries: c.key, type, points: texts.map((t, i) => ({ timestamp: c.stamps[i]!, value: convert(t) })) };
}

function name(text: string, column: string, line: number): string {
  if (text.trim() === '') throw brokenRow(line, `${column} is blank`);
  return text;
}

function parseTimestamp(text: string, line: number): bigint {
  if (!/^-?\d+$/.test(text))
    throw brokenRow(line, `TIMESTAMP must be an integer number of nanoseconds, got "${text.slice(0, 64)}"`);
  const t = BigInt(text);
  if (t < 0n) throw brokenRow(line, `TIMESTAMP must not be negative, got ${t}`);
  if (t > INT64_MAX) throw brokenRow(line, `TIMESTAMP must fit a signed 64-bit integer, got ${t}`);
  return t;
}

function brokenRow(line: number, message: string) {
  return badRequest(`CSV line ${line}: ${message}; nothing of this file was imported.`, {
    line,
    violations: [{ field: 'file', message: `line ${line}: ${message}` }],
  });
}

const isCsvError = (err: unknown): err is CsvError => {
  const code: unknown = err instanceof Error ? (err as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('CSV_');
};

function csvErrorMessage(err: CsvError): string {
  if (err.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') return 'the number of fields does not match the header';
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') return 'a quoted field is not closed';
  return err.message.replace(/ at line \d+$| on line \d+$/, '');
}
