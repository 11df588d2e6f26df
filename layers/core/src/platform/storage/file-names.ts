/**
 * The one rule for a file name a client sends (legacy multipart upload, `/v2` upload-url and
 * commit) and for every name svc hands back (downloads, presigned GETs, exports): a file name is
 * a label, never a path. Stored and answered is the last path segment, NFC-normalised, without
 * control, format (bidi overrides, zero-width) or separator characters, at most 255 UTF-8 bytes
 * (the common file-system limit) with its extension kept; a name with nothing left is `file`.
 */
export const FILE_NAME_MAX_BYTES = 255;
const FALLBACK = 'file';

/** Cc: C0/C1 controls and DEL; Cf: format characters (U+202E and the other bidi controls, zero-width joiners); Zl/Zp: line and paragraph separators. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

export function safeFileName(raw: string | null | undefined): string {
  if (raw === null || raw === undefined) return FALLBACK;
  const lastSegment = raw.normalize('NFC').replace(UNSAFE, '').split(/[/\\]/).pop() ?? '';
  const name = lastSegment.trim();
  if (name === '' || name === '.' || name === '..') return FALLBACK;
  return truncateUtf8(name, FILE_NAME_MAX_BYTES);
}

/** Cuts the stem (never a code point in half) so that stem + extension fit `max` bytes. */
function truncateUtf8(name: string, max: number): string {
  if (Buffer.byteLength(name) <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && Buffer.byteLength(name.slice(dot)) <= 32 ? name.slice(dot) : '';
  const budget = max - Buffer.byteLength(ext);
  let stem = '';
  for (const ch of name.slice(0, ext === '' ? name.length : dot)) {
    if (Buffer.byteLength(stem + ch) > budget) break;
    stem += ch;
  }
  return (stem.trim() === '' ? FALLBACK : stem) + ext;
}

/**
 * RFC 6266 `Content-Disposition` with the RFC 8187 `filename*` form for the exact (UTF-8) name
 * and a plain `filename` of safe ASCII for old clients.
 */
export function contentDisposition(filename: string): string {
  const name = safeFileName(filename);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const extended = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extended}`;
}
