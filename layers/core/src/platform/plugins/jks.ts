import { createHash } from 'node:crypto';

/**
 * The trusted-certificate entries of a Java KeyStore (JKS), read with node:crypto. The format
 * (big-endian): magic FEEDFEED, version 1 or 2, entry count, then per entry a tag (1 private key,
 * 2 trusted certificate), a modified-UTF-8 alias and a timestamp; a private key carries its
 * protected key and its certificate chain, a trusted certificate its type (version 2) and DER
 * bytes. The last 20 bytes are SHA-1(password as UTF-16BE ‖ "Mighty Aphrodite" ‖ everything
 * before), which is how a wrong password shows. Private-key entries are skipped, never decrypted.
 */
export interface JksCertificate {
  readonly alias: string;
  readonly type: string;
  readonly der: Buffer;
}

export class JksError extends Error {}

const MAGIC = 0xfeedfeed;
const DIGEST_BYTES = 20;
const MAX_ENTRIES = 10_000;

class Reader {
  private at = 0;
  constructor(
    private readonly b: Buffer,
    private readonly end: number,
  ) {}
  private need(n: number): void {
    if (n < 0 || this.at + n > this.end) throw new JksError('truncated keystore');
  }
  u16(): number {
    this.need(2);
    const v = this.b.readUInt16BE(this.at);
    this.at += 2;
    return v;
  }
  u32(): number {
    this.need(4);
    const v = this.b.readUInt32BE(this.at);
    this.at += 4;
    return v;
  }
  skip(n: number): void {
    this.need(n);
    this.at += n;
  }
  bytes(n: number): Buffer {
    this.need(n);
    const v = Buffer.from(this.b.subarray(this.at, this.at + n));
    this.at += n;
    return v;
  }
  /** Java's DataOutput.writeUTF: a length, then modified UTF-8 (plain UTF-8 for everything an alias holds in practice). */
  utf(): string {
    return this.bytes(this.u16()).toString('utf8');
  }
  get done(): boolean {
    return this.at === this.end;
  }
}

export function readJks(bytes: Buffer, password: string): JksCertificate[] {
  if (bytes.length < 12 + DIGEST_BYTES || bytes.readUInt32BE(0) !== MAGIC) throw new JksError('not a JKS keystore');
  const body = bytes.subarray(0, bytes.length - DIGEST_BYTES);
  const digest = createHash('sha1')
    .update(Buffer.from(password, 'utf16le').swap16())
    .update('Mighty Aphrodite', 'utf8')
    .update(body)
    .digest();
  if (!digest.equals(bytes.subarray(bytes.length - DIGEST_BYTES)))
    throw new JksError('keystore was tampered with, or password was incorrect');

  const r = new Reader(bytes, body.length);
  r.skip(4);
  const version = r.u32();
  if (version !== 1 && version !== 2) throw new JksError(`unsupported JKS version ${version}`);
  const count = r.u32();
  if (count > MAX_ENTRIES) throw new JksError(`implausible entry count ${count}`);
  const certType = () => (version === 2 ? r.utf() : 'X.509');
  const out: JksCertificate[] = [];
  for (let k = 0; k < count; k++) {
    const tag = r.u32();
    const alias = r.utf();
    r.skip(8); // creation time
    if (tag === 1) {
      r.skip(r.u32()); // the protected private key
      const chain = r.u32();
      for (let c = 0; c < chain; c++) {
        certType();
        r.skip(r.u32());
      }
    } else if (tag === 2) {
      const type = certType();
      out.push({ alias, type, der: r.bytes(r.u32()) });
    } else {
      throw new JksError(`unknown entry tag ${tag}`);
    }
  }
  if (!r.done) throw new JksError('trailing bytes after the last entry');
  return out;
}
