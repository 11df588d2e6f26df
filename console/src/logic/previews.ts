/**
 * Which preview a file gets, how much of it may be loaded, and the reading of what was loaded
 * (CSV rows, a capped stream). The file records carry no size, so the decision is taken twice:
 * by name (or media type) before anything is asked for, then by the answer's Content-Length
 * before its body is read; a body without a length is read up to the cap and no further.
 */

export type PreviewKind = 'image' | 'text' | 'markdown' | 'csv' | 'pdf' | 'json' | 'video' | 'cad' | 'none';

const MiB = 1024 * 1024;

/**
 * Bytes loaded at most per kind. Text and CSV show their beginning when the file is larger
 * ("first rows"); the others are refused beyond the cap with "download instead". Video streams
 * from its URL (the browser asks for ranges), CAD metadata is a small API answer: no cap.
 */
export const PREVIEW_CAPS: Readonly<Record<Exclude<PreviewKind, 'video' | 'cad' | 'none'>, number>> = {
  image: 10 * MiB,
  text: 512 * 1024,
  markdown: 1 * MiB,
  csv: 256 * 1024,
  pdf: 20 * MiB,
  json: 2 * MiB,
};

/** Kinds whose beginning is worth showing when the whole is above the cap. */
const PARTIAL_OK: ReadonlySet<PreviewKind> = new Set(['text', 'csv']);

/** CSV rows shown at most (after the header). */
export const CSV_ROW_CAP = 100;
/** PDF pages drawn at most. */
export const PDF_PAGE_CAP = 5;

const BY_EXTENSION: Readonly<Record<string, PreviewKind>> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  avif: 'image',
  bmp: 'image',
  txt: 'text',
  log: 'text',
  text: 'text',
  ttl: 'text',
  xml: 'text',
  yaml: 'text',
  yml: 'text',
  md: 'markdown',
  markdown: 'markdown',
  csv: 'csv',
  tsv: 'csv',
  pdf: 'pdf',
  json: 'json',
  jsonld: 'json',
  geojson: 'json',
  mp4: 'video',
  m4v: 'video',
  webm: 'video',
  mov: 'video',
  ogv: 'video',
  step: 'cad',
  stp: 'cad',
  '3dxml': 'cad',
  jt: 'cad',
  obj: 'cad',
};

const BY_MEDIA_TYPE: ReadonlyArray<[RegExp, PreviewKind]> = [
  [/^image\/(png|jpeg|gif|webp|avif|bmp)$/, 'image'],
  [/^text\/markdown$/, 'markdown'],
  [/^text\/(csv|tab-separated-values)$/, 'csv'],
  [/^application\/pdf$/, 'pdf'],
  [/^application\/([\w.+-]+\+)?json$/, 'json'],
  [/^video\//, 'video'],
  [/^text\//, 'text'],
];

/**
 * The preview for a file by its name, or by a media type where one is known. SVG is not
 * previewed (an image that may carry scripts and external references; download it instead).
 */
export function previewKind(fileName: string, mediaType?: string | null): PreviewKind {
  const type = mediaType?.split(';')[0]?.trim().toLowerCase();
  if (type && type !== 'application/octet-stream') {
    for (const [re, kind] of BY_MEDIA_TYPE) if (re.test(type)) return kind;
  }
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return 'none';
  return BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()] ?? 'none';
}

/** What to do once the answer's headers say how large the file is (undefined: not said). */
export type LoadPlan = { read: 'all' } | { read: 'head'; bytes: number } | { read: 'refuse'; size: number };

export function loadPlan(kind: PreviewKind, size: number | undefined): LoadPlan {
  if (kind === 'video' || kind === 'cad' || kind === 'none') return { read: 'all' };
  const cap = PREVIEW_CAPS[kind];
  if (size === undefined) return PARTIAL_OK.has(kind) ? { read: 'head', bytes: cap } : { read: 'head', bytes: cap + 1 };
  if (size <= cap) return { read: 'all' };
  return PARTIAL_OK.has(kind) ? { read: 'head', bytes: cap } : { read: 'refuse', size };
}

/** The length an answer declares (Content-Length, or the total of a Content-Range), if any. */
export function declaredSize(headers: Headers): number | undefined {
  const range = headers.get('content-range');
  const total = range ? /\/(\d+)\s*$/.exec(range)?.[1] : undefined;
  const text = total ?? headers.get('content-length');
  if (text === null || text === undefined || !/^\d+$/.test(text)) return undefined;
  return Number(text);
}

/**
 * Reads at most `limit` bytes of a stream and cancels the rest. `truncated` says the stream had
 * more (at least one byte beyond `limit` arrived, or the limit was met before the end).
 */
export async function readCapped(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<{ bytes: Uint8Array; truncated: boolean }> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = limit - total;
    if (value.byteLength > room) {
      parts.push(value.subarray(0, room));
      total += room;
      truncated = true;
      break;
    }
    parts.push(value);
    total += value.byteLength;
  }
  if (truncated) await reader.cancel().catch(() => undefined);
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.byteLength;
  }
  return { bytes, truncated };
}

/** Decodes UTF-8; a truncated read may end inside a character, which is dropped. */
export function decodeText(bytes: Uint8Array, truncated: boolean): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return truncated ? text.replace(/\uFFFD$/, '') : text;
}

export interface CsvTable {
  header: string[];
  rows: string[][];
  /** More rows exist than shown (beyond the row cap, or beyond the bytes read). */
  truncated: boolean;
  delimiter: ',' | ';' | '\t';
}

/** The delimiter of the first line: tab, semicolon or comma, whichever occurs most outside quotes. */
export function csvDelimiter(text: string): ',' | ';' | '\t' {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const outside = first.replace(/"[^"]*"/g, '');
  const count = (c: string) => outside.split(c).length - 1;
  const candidates: Array<',' | ';' | '\t'> = ['\t', ';', ','];
  let best: ',' | ';' | '\t' = ',';
  let most = 0;
  for (const c of candidates) {
    if (count(c) > most) {
      most = count(c);
      best = c;
    }
  }
  return best;
}

/**
 * The first `maxRows` rows after the header (RFC 4180: quoted fields with doubled quotes and line
 * breaks). When the text is only the beginning of the file (`partial`), its last, possibly cut,
 * record is dropped.
 */
export function parseCsv(text: string, maxRows = CSV_ROW_CAP, partial = false): CsvTable {
  const delimiter = csvDelimiter(text);
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let i = 0;
  const limit = maxRows + 2; // the header, the rows shown, and one more to know there are more
  const endRecord = () => {
    record.push(field);
    field = '';
    records.push(record);
    record = [];
  };
  for (; i < text.length && records.length < limit; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else field += c;
  }
  const stoppedEarly = records.length >= limit;
  // The last record without a line break: whole at the end of the file, possibly cut in a partial read.
  if (!stoppedEarly && !partial && (field !== '' || record.length > 0)) endRecord();
  const [header = [], ...rest] = records;
  return { header, rows: rest.slice(0, maxRows), truncated: stoppedEarly || partial, delimiter };
}

/** Pretty-printed JSON text, or undefined when the text is not JSON. */
export function prettyJson(
  text: string,
  parse: (t: string) => unknown,
  stringify: (v: unknown) => string,
): string | undefined {
  try {
    return stringify(parse(text));
  } catch {
    return undefined;
  }
}

/** Thumbnails the video plugin stored beside a video: `<name>.thumb-<t>s.jpg`, first by time. */
export function thumbnailsOf<T extends { filename: string }>(video: string, files: readonly T[]): T[] {
  const base = video.replace(/\.[^.]*$/, '');
  const re = /^(.*)\.thumb-(\d+(?:\.\d+)?)s\.jpg$/;
  return files
    .map((f) => ({ f, m: re.exec(f.filename) }))
    .filter((x) => x.m && x.m[1] === base)
    .sort((a, b) => Number(a.m?.[2]) - Number(b.m?.[2]))
    .map((x) => x.f);
}
