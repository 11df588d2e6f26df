import { badRequest } from './problem.ts';

/**
 * A small, strict `multipart/form-data` parser (RFC 7578) over the request body Buffer the
 * Lambda event already holds. Parts are returned as views (`subarray`) of that Buffer: no part's
 * bytes are ever copied, so memory stays at the event body, whatever the number of parts.
 * Every malformed input is a 400 problem: missing or invalid boundary, a part without its
 * closing delimiter, oversized or malformed headers, too many parts.
 */
export interface MultipartPart {
  /** The `name` of the form field (Content-Disposition). */
  readonly name: string;
  /** The `filename`, when the part is a file. */
  readonly filename: string | null;
  readonly contentType: string | null;
  /** A view of the request body: the part's bytes, not a copy. */
  readonly data: Buffer;
}

export const MULTIPART_LIMITS = {
  /** Bytes of one part's header block. */
  headerBytes: 8 * 1024,
  parts: 32,
  boundaryLength: 70,
} as const;

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a `multipart/form-data` Content-Type (400 when absent or invalid). */
export function boundaryOf(contentType: string | undefined): string {
  const ct = contentType ?? '';
  if (!/^multipart\/form-data\s*(;|$)/i.test(ct))
    throw badRequest(`Content-Type must be multipart/form-data, got "${ct || 'none'}".`);
  const m = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(ct);
  const boundary = m?.[1] ?? m?.[2] ?? '';
  // RFC 2046: 1 to 70 characters of bchars, not ending in a space.
  if (
    boundary.length === 0 ||
    boundary.length > MULTIPART_LIMITS.boundaryLength ||
    !/^[0-9A-Za-z'()+_,\-./:=? ]*[0-9A-Za-z'()+_,\-./:=?]$/.test(boundary)
  ) {
    throw badRequest('The multipart Content-Type has no valid boundary parameter.');
  }
  return boundary;
}

function parseDisposition(value: string): { name: string; filename: string | null } {
  if (!/^form-data\s*(;|$)/i.test(value.trim()))
    throw badRequest('A multipart part has no form-data Content-Disposition.');
  const param = (key: string): string | null => {
    const m = new RegExp(`;\\s*${key}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]+))`, 'i').exec(value);
    if (!m) return null;
    return m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? null);
  };
  const name = param('name');
  if (name === null) throw badRequest('A multipart part has no field name.');
  return { name, filename: param('filename') };
}

function parseHeaders(block: Buffer): { name: string; filename: string | null; contentType: string | null } {
  let disposition: string | null = null;
  let contentType: string | null = null;
  for (const line of block.toString('utf8').split('\r\n')) {
    if (line === '') continue;
    const i = line.indexOf(':');
    if (i <= 0) throw badRequest('A multipart part has a malformed header line.');
    const key = line.slice(0, i).trim().toLowerCase();
    const value = line.slice(i + 1).trim();
    if (key === 'content-disposition') disposition = value;
    else if (key === 'content-type') contentType = value;
  }
  if (disposition === null) throw badRequest('A multipart part has no Content-Disposition header.');
  return { ...parseDisposition(disposition), contentType };
}

/** Splits `body` into its parts. */
export function parseMultipart(body: Buffer, contentType: string | undefined): MultipartPart[] {
  const boundary = boundaryOf(contentType);
  const delimiter = Buffer.from(`--${boundary}`);
  // The first delimiter may open the body or follow a preamble (which is ignored).
  let pos = body.subarray(0, delimiter.length).equals(delimiter) ? 0 : body.indexOf(Buffer.concat([CRLF, delimiter]));
  if (pos < 0) throw badRequest('The multipart body does not contain its boundary.');
  if (pos > 0) pos += CRLF.length;
  const next = Buffer.concat([CRLF, delimiter]);
  const parts: MultipartPart[] = [];
  for (;;) {
    pos += delimiter.length;
    // After a delimiter: `--` closes the body; otherwise optional whitespace, then CRLF.
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts;
    while (body[pos] === 0x20 || body[pos] === 0x09) pos++;
    if (!(body[pos] === 0x0d && body[pos + 1] === 0x0a))
      throw badRequest('The multipart body is truncated or malformed after a boundary.');
    pos += 2;
    if (parts.length >= MULTIPART_LIMITS.parts)
      throw badRequest(`The multipart body has more than ${MULTIPART_LIMITS.parts} parts.`);
    // Headers end at the first empty line; a part without headers starts with CRLF directly.
    let headerEnd: number;
    let dataStart: number;
    if (body[pos] === 0x0d && body[pos + 1] === 0x0a) {
      headerEnd = pos;
      dataStart = pos + 2;
    } else {
      const searchTo = Math.min(body.length, pos + MULTIPART_LIMITS.headerBytes + HEADER_END.length);
      const i = body.subarray(pos, searchTo).indexOf(HEADER_END);
      if (i < 0) {
        throw badRequest(
          searchTo === body.length
            ? 'A multipart part is truncated inside its headers.'
            : `A multipart part's headers exceed ${MULTIPART_LIMITS.headerBytes} bytes.`,
        );
      }
      headerEnd = pos + i;
      dataStart = headerEnd + HEADER_END.length;
    }
    const headers = parseHeaders(body.subarray(pos, headerEnd));
    const end = body.indexOf(next, dataStart);
    if (end < 0) throw badRequest('A multipart part is truncated: its closing boundary is missing.');
    parts.push({ ...headers, data: body.subarray(dataStart, end) });
    pos = end + CRLF.length;
  }
}
