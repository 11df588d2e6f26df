import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  FILE_NAME_MAX_BYTES,
  safeFileName,
} from '../../../layers/core/src/platform/storage/file-names.ts';

describe('safeFileName', () => {
  it.each([
    ['../../../../tmp/x', 'x'],
    ['/etc/passwd', 'passwd'],
    ['C:\\Windows\\system32\\cmd.exe', 'cmd.exe'],
    ['a\u0000b.txt', 'ab.txt'],
    ['invoice\u202Etxt.exe', 'invoicetxt.exe'],
    ['zero\u200Bwidth\u2066.csv', 'zerowidth.csv'],
    ['line\nbreak\r.dat', 'linebreak.dat'],
    ['  spaced.txt  ', 'spaced.txt'],
    ['..', 'file'],
    ['dir/', 'file'],
    ['', 'file'],
    [null, 'file'],
    ['Mess\u0065\u0301ung.h5', 'Messéung.h5'],
    ['ü mlaut données.csv', 'ü mlaut données.csv'],
  ])('%j → %j', (raw, safe) => {
    expect(safeFileName(raw)).toBe(safe);
  });

  it('bounds the name to 255 UTF-8 bytes, keeps the extension and never splits a character', () => {
    const long = safeFileName(`${'x'.repeat(5000)}.tar.gz`);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
    expect(long.endsWith('.gz')).toBe(true);
    const wide = safeFileName(`${'€'.repeat(200)}.txt`);
    expect(Buffer.byteLength(wide)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
    expect(wide).toMatch(/^€+\.txt$/);
  });
});

describe('contentDisposition', () => {
  it('sends an RFC 8187 filename* for non-ASCII names and a safe ASCII fallback', () => {
    expect(contentDisposition('données (1).csv')).toBe(
      `attachment; filename="donn_es (1).csv"; filename*=UTF-8''donn%C3%A9es%20%281%29.csv`,
    );
  });

  it('never lets a name break out of the header', () => {
    const h = contentDisposition('a"b\r\nSet-Cookie: x=1.txt');
    expect(h).not.toMatch(/[\r\n]/);
    expect(h).toContain('filename="a_bSet-Cookie: x=1.txt"');
  });
});
