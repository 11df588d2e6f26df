import { describe, expect, it } from 'vitest';
import { MULTIPART_LIMITS, boundaryOf, parseMultipart } from '#core/kernel/multipart.ts';
import { thrownProblem } from '../support/problem.ts';

const B = 'XyZ-boundary-123';
const ct = `multipart/form-data; boundary=${B}`;

function form(
  parts: { name: string; filename?: string; type?: string; data: Buffer | string }[],
  boundary = B,
): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = `Content-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disp}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const problem = thrownProblem;

describe('multipart/form-data parser', () => {
  it('parses several parts, binary-safe, as views of the body (no copies)', () => {
    const binary = Buffer.from([0, 13, 10, 45, 45, 255, 13, 10, 13, 10, 1]);
    const body = form([
      { name: 'file', filename: 'a.bin', type: 'application/octet-stream', data: binary },
      { name: 'note', data: 'hello' },
      { name: 'other', filename: 'e.txt', data: '' },
    ]);
    const parts = parseMultipart(body, ct);
    expect(parts.map((p) => [p.name, p.filename, p.contentType])).toEqual([
      ['file', 'a.bin', 'application/octet-stream'],
      ['note', null, null],
      ['other', 'e.txt', null],
    ]);
    expect(Buffer.compare(parts[0]!.data, binary)).toBe(0);
    expect(parts[1]!.data.toString()).toBe('hello');
    expect(parts[2]!.data.length).toBe(0);
    expect(parts[0]!.data.buffer).toBe(body.buffer);
  });

  it('accepts a quoted boundary, a preamble and an epilogue', () => {
    const body = Buffer.concat([
      Buffer.from('preamble text\r\n'),
      form([{ name: 'file', filename: 'x', data: 'x' }]),
      Buffer.from('epilogue'),
    ]);
    const parts = parseMultipart(body, `multipart/form-data; boundary="${B}"`);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.data.toString()).toBe('x');
  });

  it('refuses a missing, empty, overlong or invalid boundary, and other media types', () => {
    expect(problem(() => boundaryOf(undefined)).status).toBe(400);
    expect(problem(() => boundaryOf('application/json')).status).toBe(400);
    expect(problem(() => boundaryOf('multipart/form-data')).detail).toMatch(/boundary/);
    expect(problem(() => boundaryOf('multipart/form-data; boundary=')).status).toBe(400);
    expect(problem(() => boundaryOf(`multipart/form-data; boundary=${'a'.repeat(71)}`)).status).toBe(400);
    expect(problem(() => boundaryOf('multipart/form-data; boundary=a\u0000b')).status).toBe(400);
  });

  it('refuses a body without its boundary', () => {
    expect(problem(() => parseMultipart(Buffer.from('just bytes'), ct)).detail).toMatch(/boundary/);
    expect(problem(() => parseMultipart(form([{ name: 'file', data: 'x' }], 'other'), ct)).status).toBe(400);
  });

  it('refuses truncated parts: no closing delimiter, cut inside headers, cut after a delimiter', () => {
    const whole = form([{ name: 'file', filename: 'a', data: 'abcdef' }]);
    const noClose = whole.subarray(0, whole.indexOf(`\r\n--${B}--`));
    expect(problem(() => parseMultipart(noClose, ct)).detail).toMatch(/truncated/);
    expect(
      problem(() => parseMultipart(Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"\r\n`), ct))
        .detail,
    ).toMatch(/truncated/);
    expect(problem(() => parseMultipart(Buffer.from(`--${B}`), ct)).status).toBe(400);
    expect(problem(() => parseMultipart(Buffer.from(`--${B}garbage\r\n`), ct)).status).toBe(400);
  });

  it('refuses huge headers without scanning the whole body for them', () => {
    const huge = Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="file"\r\nX-Pad: ${'a'.repeat(MULTIPART_LIMITS.headerBytes)}\r\n\r\nx\r\n--${B}--`,
    );
    expect(problem(() => parseMultipart(huge, ct)).detail).toMatch(/exceed/);
  });

  it('refuses parts without a form-data disposition or a name, and malformed header lines', () => {
    const noDisp = Buffer.from(`--${B}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${B}--`);
    expect(problem(() => parseMultipart(noDisp, ct)).detail).toMatch(/Content-Disposition/);
    const noName = Buffer.from(`--${B}\r\nContent-Disposition: form-data; filename="a"\r\n\r\nx\r\n--${B}--`);
    expect(problem(() => parseMultipart(noName, ct)).detail).toMatch(/name/);
    const bad = Buffer.from(`--${B}\r\nno colon here\r\n\r\nx\r\n--${B}--`);
    expect(problem(() => parseMultipart(bad, ct)).status).toBe(400);
    const headerless = Buffer.from(`--${B}\r\n\r\nx\r\n--${B}--`);
    expect(problem(() => parseMultipart(headerless, ct)).status).toBe(400);
  });

  it('refuses too many parts', () => {
    const many = form(Array.from({ length: MULTIPART_LIMITS.parts + 1 }, (_, i) => ({ name: `f${i}`, data: 'x' })));
    expect(problem(() => parseMultipart(many, ct)).detail).toMatch(/more than/);
  });

  it('reads escaped quotes in a filename', () => {
    const body = Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a \\"q\\".txt"\r\n\r\nx\r\n--${B}--`,
    );
    expect(parseMultipart(body, ct)[0]!.filename).toBe('a "q".txt');
  });
});
