import { describe, expect, it } from 'vitest';
import {
  CSV_ROW_CAP,
  declaredSize,
  decodeText,
  loadPlan,
  PREVIEW_CAPS,
  parseCsv,
  previewKind,
  readCapped,
  thumbnailsOf,
} from '../../../console/src/logic/previews.ts';

const streamOf = (...chunks: number[]): ReadableStream<Uint8Array> => {
  let cancelled = false;
  const s = new ReadableStream<Uint8Array>({
    pull(c) {
      const n = chunks.shift();
      if (n === undefined || cancelled) c.close();
      else c.enqueue(new Uint8Array(n).fill(65));
    },
    cancel() {
      cancelled = true;
    },
  });
  return s;
};

describe('which preview a file gets', () => {
  it('decides by extension, case-insensitive', () => {
    expect(previewKind('photo.JPG')).toBe('image');
    expect(previewKind('notes.md')).toBe('markdown');
    expect(previewKind('run.csv')).toBe('csv');
    expect(previewKind('run.tsv')).toBe('csv');
    expect(previewKind('paper.pdf')).toBe('pdf');
    expect(previewKind('data.jsonld')).toBe('json');
    expect(previewKind('clip.mp4')).toBe('video');
    expect(previewKind('part.STEP')).toBe('cad');
    expect(previewKind('log.txt')).toBe('text');
    expect(previewKind('archive.zip')).toBe('none');
    expect(previewKind('README')).toBe('none');
  });
  it('never previews SVG (scripts, external references)', () => {
    expect(previewKind('drawing.svg')).toBe('none');
    expect(previewKind('x', 'image/svg+xml')).toBe('none');
  });
  it('prefers a known media type, ignores octet-stream', () => {
    expect(previewKind('blob', 'application/pdf')).toBe('pdf');
    expect(previewKind('x.bin', 'application/ld+json; charset=utf-8')).toBe('json');
    expect(previewKind('x.csv', 'application/octet-stream')).toBe('csv');
    expect(previewKind('x', 'text/csv')).toBe('csv');
  });
});

describe('how much is loaded', () => {
  it('reads a file within its cap whole', () => {
    expect(loadPlan('image', PREVIEW_CAPS.image)).toEqual({ read: 'all' });
    expect(loadPlan('pdf', 1000)).toEqual({ read: 'all' });
  });
  it('refuses an image, PDF, JSON or Markdown above its cap (download instead)', () => {
    for (const k of ['image', 'pdf', 'json', 'markdown'] as const)
      expect(loadPlan(k, PREVIEW_CAPS[k] + 1)).toEqual({ read: 'refuse', size: PREVIEW_CAPS[k] + 1 });
  });
  it('reads the beginning of a large text or CSV', () => {
    expect(loadPlan('csv', 50 * 1024 * 1024)).toEqual({ read: 'head', bytes: PREVIEW_CAPS.csv });
    expect(loadPlan('text', PREVIEW_CAPS.text + 1)).toEqual({ read: 'head', bytes: PREVIEW_CAPS.text });
  });
  it('with no declared size reads one byte past the cap, to know it is too large', () => {
    expect(loadPlan('pdf', undefined)).toEqual({ read: 'head', bytes: PREVIEW_CAPS.pdf + 1 });
    expect(loadPlan('csv', undefined)).toEqual({ read: 'head', bytes: PREVIEW_CAPS.csv });
  });
  it('reads the size from Content-Range before Content-Length', () => {
    expect(declaredSize(new Headers({ 'content-length': '12' }))).toBe(12);
    expect(declaredSize(new Headers({ 'content-range': 'bytes 0-9/5000', 'content-length': '10' }))).toBe(5000);
    expect(declaredSize(new Headers({ 'content-range': 'bytes 0-9/*' }))).toBeUndefined();
    expect(declaredSize(new Headers())).toBeUndefined();
  });
  it('stops reading a stream at the limit and cancels the rest', async () => {
    const all = await readCapped(streamOf(10, 10), 100);
    expect([all.bytes.length, all.truncated]).toEqual([20, false]);
    const cut = await readCapped(streamOf(10, 10, 10), 15);
    expect([cut.bytes.length, cut.truncated]).toEqual([15, true]);
    const exact = await readCapped(streamOf(10, 5), 15);
    expect([exact.bytes.length, exact.truncated]).toEqual([15, false]);
  });
  it('drops a character cut by the limit', () => {
    const bytes = new TextEncoder().encode('aé');
    expect(decodeText(bytes.subarray(0, 2), true)).toBe('a');
    expect(decodeText(bytes, false)).toBe('aé');
  });
});

describe('CSV', () => {
  it('parses quotes, doubled quotes and line breaks in fields', () => {
    const t = parseCsv('a,b\r\n"x, y","say ""hi"""\n"multi\nline",2\n');
    expect(t.header).toEqual(['a', 'b']);
    expect(t.rows).toEqual([
      ['x, y', 'say "hi"'],
      ['multi\nline', '2'],
    ]);
    expect(t.truncated).toBe(false);
  });
  it('finds semicolon and tab delimiters', () => {
    expect(parseCsv('a;b\n1;2').rows).toEqual([['1', '2']]);
    expect(parseCsv('a\tb\n1\t2').delimiter).toBe('\t');
  });
  it(`shows at most ${CSV_ROW_CAP} rows and says there are more`, () => {
    const text = ['h', ...Array.from({ length: 500 }, (_, i) => String(i))].join('\n');
    const t = parseCsv(text);
    expect(t.rows.length).toBe(CSV_ROW_CAP);
    expect(t.rows.at(-1)).toEqual([String(CSV_ROW_CAP - 1)]);
    expect(t.truncated).toBe(true);
    expect(parseCsv('h\n1\n2', 2).truncated).toBe(false);
  });
  it('drops the cut last record of a partial read', () => {
    const t = parseCsv('a,b\n1,2\n3,4\n5,', CSV_ROW_CAP, true);
    expect(t.rows).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(t.truncated).toBe(true);
  });
});

it('finds the thumbnails stored beside a video, earliest first', () => {
  const files = [
    { filename: 'run.thumb-10s.jpg' },
    { filename: 'run.mp4' },
    { filename: 'run.thumb-2.5s.jpg' },
    { filename: 'other.thumb-1s.jpg' },
  ];
  expect(thumbnailsOf('run.mp4', files).map((f) => f.filename)).toEqual(['run.thumb-2.5s.jpg', 'run.thumb-10s.jpg']);
});
