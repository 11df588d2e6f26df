import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ZipFile } from 'yazl';
import { stringifyInt64Json } from '../../kernel/int64-json.ts';
import type { CrateFile, Skipped } from './crate.ts';
import { EntryNames, METADATA_ENTRY } from './names.ts';

/** JSON documents keep int64 values exact (a timeseries reference's nanosecond start and end). */
const json = (v: unknown) => Buffer.from(`${stringifyInt64Json(v, 2)}\n`, 'utf8');

/**
 * The ZIP being written and what `ro-crate-metadata.json` will say of it: every entry gets a
 * unique safe name and a File entity in the order written, and what could not be written is
 * recorded as skipped. The JSON documents are deflated; payloads pick their own compression.
 */
export class ExportEntries {
  readonly files: CrateFile[] = [];
  readonly skipped: Skipped[] = [];
  payloads = 0;
  private readonly names = new EntryNames();

  constructor(
    private readonly zip: ZipFile,
    private readonly mtime: Date,
    readonly signal: AbortSignal,
  ) {}

  /** A metadata document (an entity's JSON), listed with its entity fields. */
  addJson(wanted: string, body: unknown, entity: Omit<CrateFile, 'id' | 'encodingFormat'>): void {
    const id = this.names.allocate(wanted);
    this.zip.addBuffer(json(body), id, { mtime: this.mtime, compress: true });
    this.files.push({ ...entity, id, encodingFormat: 'application/json' });
  }

  skip(s: Skipped): void {
    this.skipped.push(s);
  }

  /** Reserves the unique entry name of a payload. */
  allocate(wanted: string): string {
    return this.names.allocate(wanted);
  }

  /** Writes a payload stream as entry `id` and waits until it is consumed (or the export aborts). */
  async addStream(id: string, stream: Readable, compress: boolean): Promise<void> {
    this.zip.addReadStream(stream, id, { mtime: this.mtime, compress });
    try {
      await finished(stream, { signal: this.signal });
    } catch (err) {
      stream.destroy();
      throw err;
    }
  }

  /** A JSON payload held as text (a structured document, a spatial read), deflated. */
  addJsonPayload(name: string, text: string): void {
    const body = Buffer.from(text, 'utf8');
    const id = this.names.allocate(name);
    this.zip.addBuffer(body, id, { mtime: this.mtime, compress: true });
    this.listPayload({ id, name, encodingFormat: 'application/json', contentSize: body.length });
  }

  /** Counts a written payload and lists its File entity. */
  listPayload(file: CrateFile): void {
    this.payloads++;
    this.files.push(file);
  }

  /** `ro-crate-metadata.json`, the last entry; ends the archive. */
  finish(metadata: unknown): void {
    this.zip.addBuffer(json(metadata), METADATA_ENTRY, { mtime: this.mtime, compress: true });
    this.zip.end();
  }
}
