import { randomBytes } from 'node:crypto';

/** A multipart/form-data body as a browser would send it (file names are sent as given, quoted). */
export function multipart(parts: { name: string; filename?: string; data: Buffer }[]): {
  body: Buffer;
  contentType: string;
} {
  const boundary = `----svc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disp}\r\nContent-Type: application/octet-stream\r\n\r\n`),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The body of a one-file upload (field `file`), as the file routes take it. */
export const fileForm = (data: Buffer, filename: string): { body: Buffer; contentType: string } =>
  multipart([{ name: 'file', filename, data }]);
