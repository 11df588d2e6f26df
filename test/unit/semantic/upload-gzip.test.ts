import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseMultipart } from '../../../layers/core/src/kernel/multipart.ts';
import {
  decodedUploadBody,
  MAX_BUNDLE_BYTES,
  MAX_INFLATED_BYTES,
  validateUpload,
} from '../../../layers/core/src/features/ontologies/upload.ts';
import { thrownProblem } from '../../support/problem.ts';

const BOUNDARY = 'svc-test-boundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const metadata = { id: 'big-vocab', iriPrefix: 'http://example.org/big#', license: 'CC0-1.0' };

/** A multipart body as a client sends it: the metadata part and the Turtle file. */
function multipart(file: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="metadata"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(metadata)}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.ttl"\r\nContent-Type: text/turtle\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Valid Turtle of exactly `bytes` bytes: one labelled term a line, padded with a comment. */
function turtle(bytes: number): Buffer {
  const head = '@prefix ex: <http://example.org/big#> .\n@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n';
  const lines: string[] = [head];
  let size = head.length;
  for (let i = 0; size < bytes - 200; i++) {
    const line = `ex:t${i} rdfs:label "term ${i} of the big vocabulary" .\n`;
    lines.push(line);
    size += line.length;
  }
  lines.push(`#${'x'.repeat(bytes - size - 2)}\n`);
  return Buffer.from(lines.join(''));
}

const upload = (body: Buffer, encoding?: string) =>
  validateUpload(parseMultipart(decodedUploadBody(body, encoding), CONTENT_TYPE));

describe('a gzip-compressed ontology upload', () => {
  it('accepts a bundle of the full 10 MB sent compressed, in far fewer bytes than a Lambda invocation carries', () => {
    const file = turtle(MAX_BUNDLE_BYTES);
    expect(file.length).toBe(MAX_BUNDLE_BYTES);
    const body = gzipSync(multipart(file));
    // 6 MB of invocation payload, base64: what arrives plain must stay under about 4.4 MB.
    expect(body.length).toBeLessThan(4 * 1024 * 1024);
    const accepted = upload(body, 'gzip');
    expect(accepted.bytes.equals(file)).toBe(true);
    expect(accepted.triples).toBeGreaterThan(150_000);
    expect(accepted.metadata.id).toBe('big-vocab');
  });

  it('measures the inflated file: one byte over 10 MB is 400 semantic.bundle.too-large with its exact size', () => {
    const problem = thrownProblem(() => upload(gzipSync(multipart(turtle(MAX_BUNDLE_BYTES + 1))), 'gzip'));
    expect(problem.status).toBe(400);
    expect(problem.code).toBe('semantic.bundle.too-large');
    expect(problem.extensions).toEqual({ byteSize: MAX_BUNDLE_BYTES + 1, maxBytes: MAX_BUNDLE_BYTES });
  });

  // Compressing the bomb is the slow part (seconds on a loaded machine): 20 s for it, 2 s for the refusal.
  it('stops inflating a body that grows past the bound (a gzip bomb) and refuses it as too large', {
    timeout: 20_000,
  }, () => {
    // 128 MB of zeros: 12 times what may be inflated, in about 125 KB of gzip.
    const bomb = gzipSync(Buffer.alloc(128 * 1024 * 1024), { level: 9 });
    expect(bomb.length).toBeLessThan(256 * 1024);
    const t0 = Date.now();
    const problem = thrownProblem(() => decodedUploadBody(bomb, 'gzip'));
    expect(problem.code).toBe('semantic.bundle.too-large');
    expect(problem.extensions).toEqual({ byteSize: MAX_INFLATED_BYTES + 1, maxBytes: MAX_BUNDLE_BYTES });
    expect(Date.now() - t0).toBeLessThan(2_000);
  });

  it('leaves an unencoded body as it is, refuses other encodings (415) and bytes that are not gzip (400)', () => {
    const body = multipart(Buffer.from('<http://example.org/a> <http://example.org/b> "c" .'));
    expect(upload(body).triples).toBe(1);
    expect(upload(body, 'identity').triples).toBe(1);
    expect(upload(gzipSync(body), 'GZip').triples).toBe(1);
    const br = thrownProblem(() => decodedUploadBody(body, 'br'));
    expect(br.status).toBe(415);
    expect(br.detail).toMatch(/Content-Encoding must be gzip or absent, got "br"/);
    expect(thrownProblem(() => decodedUploadBody(body, 'gzip')).status).toBe(400);
  });
});
