import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import { spooled } from '../../../platform/storage/spool.ts';
import { CAD, CadParseError, FactList, MAX_LISTED, MFFD, type CadFact } from './facts.ts';

/**
 * 3DXML: a ZIP whose `Manifest.xml` names the root document holding the header and the product
 * structure. A ZIP is read from its central directory at the end, so the stream is first spooled
 * to a temporary file (Lambda's /tmp; bytes pass through, none stay in memory) and yauzl reads the
 * directory and the two small XML entries from there with positioned reads.
 */
const HEADER_FIELDS = ['SchemaVersion', 'Title', 'Author', 'Generator', 'Created', 'Description'] as const;
const MAX_TEXT = 2_000;

export async function parse3dxml(body: Readable, size?: number): Promise<CadFact[]> {
  return spooled(body, size, 'svc-3dxml-', async (path) => {
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
    } catch (error) {
      throw new CadParseError(`not a ZIP archive: ${(error as Error).message}`);
    }
    try {
      return await readModel(zip);
    } finally {
      zip.close();
    }
  });
}

async function readModel(zip: yauzl.ZipFile): Promise<CadFact[]> {
  const entries = new Map<string, yauzl.Entry>();
  for await (const e of zip.eachEntry()) entries.set(e.fileName, e);
  const manifestEntry = [...entries.values()].find((e) => e.fileName.toLowerCase() === 'manifest.xml');
  if (!manifestEntry) throw new CadParseError('no Manifest.xml in the archive');
  const manifest = await readXml(zip, manifestEntry, new ManifestReader());
  const rootName = manifest.root;
  if (!rootName) throw new CadParseError('Manifest.xml names no <Root> document');
  const rootEntry = entries.get(rootName);
  if (!rootEntry) throw new CadParseError(`the root document ${rootName} named by Manifest.xml is not in the archive`);
  const model = await readXml(zip, rootEntry, new ModelReader());

  const f = new FactList()
    .add(`${MFFD}format`, '3DXML')
    .add(`${MFFD}status`, 'parsed')
    .add(`${MFFD}originatingSystem`, model.header.get('Generator'))
    .add(`${CAD}3dxml:entryCount`, entries.size)
    .add(`${CAD}3dxml:manifestRoot`, rootName);
  for (const name of [...entries.keys()].slice(0, MAX_LISTED)) f.add(`${CAD}3dxml:entry`, name);
  for (const k of HEADER_FIELDS) f.add(`${CAD}3dxml:${k[0]?.toLowerCase()}${k.slice(1)}`, model.header.get(k));
  f.add(`${CAD}3dxml:reference3DCount`, model.counts.Reference3D)
    .add(`${CAD}3dxml:instance3DCount`, model.counts.Instance3D)
    .add(`${CAD}3dxml:referenceRepCount`, model.counts.ReferenceRep)
    .add(`${CAD}3dxml:instanceRepCount`, model.counts.InstanceRep);
  const rootId = model.productRoot;
  const rootProduct = rootId ? model.referenceNames.get(rootId) : undefined;
  f.add(`${CAD}3dxml:rootProduct`, rootProduct);
  for (const name of [...new Set(model.referenceNames.values())].slice(0, MAX_LISTED))
    f.add(`${CAD}3dxml:product`, name);
  return f.facts;
}

interface XmlReader<T> {
  onOpen(name: string, attrs: Record<string, string>): void;
  onText(text: string): void;
  onClose(name: string): void;
  result(): T;
}

async function readXml<T>(zip: yauzl.ZipFile, entry: yauzl.Entry, reader: XmlReader<T>): Promise<T> {
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (t) => reader.onOpen(localName(t.name), t.attributes as Record<string, string>));
  parser.on('text', (t) => reader.onText(t));
  parser.on('closetag', (t) => reader.onClose(localName(t.name)));
  const stream = await zip.openReadStreamPromise(entry);
  try {
    stream.setEncoding('utf8');
    for await (const chunk of stream as AsyncIterable<string>) parser.write(chunk);
    parser.close();
  } catch (error) {
    stream.destroy();
    throw new CadParseError(
      `${entry.fileName} is not well-formed XML: ${(error as Error).message.split('\n')[0] ?? ''}`,
    );
  }
  return reader.result();
}

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

class ManifestReader implements XmlReader<{ root: string | null }> {
  private inRoot = false;
  private root = '';
  onOpen(name: string): void {
    if (name === 'Root') this.inRoot = true;
  }
  onText(text: string): void {
    if (this.inRoot && this.root.length < MAX_TEXT) this.root += text;
  }
  onClose(name: string): void {
    if (name === 'Root') this.inRoot = false;
  }
  result() {
    return { root: this.root.trim() || null };
  }
}

type Counted = 'Reference3D' | 'Instance3D' | 'ReferenceRep' | 'InstanceRep';

class ModelReader
  implements
    XmlReader<{
      header: Map<string, string>;
      counts: Record<Counted, number>;
      productRoot: string | null;
      referenceNames: Map<string, string>;
    }>
{
  private readonly path: string[] = [];
  private readonly header = new Map<string, string>();
  private readonly counts: Record<Counted, number> = { Reference3D: 0, Instance3D: 0, ReferenceRep: 0, InstanceRep: 0 };
  private readonly referenceNames = new Map<string, string>();
  private productRoot: string | null = null;
  private field: string | null = null;

  onOpen(name: string, attrs: Record<string, string>): void {
    const parent = this.path[this.path.length - 1];
    this.path.push(name);
    if (parent === 'Header' && (HEADER_FIELDS as readonly string[]).includes(name)) this.field = name;
    if (name === 'ProductStructure') this.productRoot = attrs['root'] ?? null;
    if (parent === 'ProductStructure' && name in this.counts) {
      this.counts[name as Counted]++;
      const id = attrs['id'];
      if (name === 'Reference3D' && id && this.referenceNames.size < 100_000)
        this.referenceNames.set(id, attrs['name'] ?? id);
    }
  }
  onText(text: string): void {
    if (!this.field) return;
    const prev = this.header.get(this.field) ?? '';
    if (prev.length < MAX_TEXT) this.header.set(this.field, (prev + text).slice(0, MAX_TEXT));
  }
  onClose(name: string): void {
    this.path.pop();
    if (name === this.field) this.field = null;
  }
  result() {
    if (this.path.length !== 0) throw new CadParseError('the root document ends inside an element');
    const header = new Map([...this.header].map(([k, v]) => [k, v.trim()] as const));
    return { header, counts: this.counts, productRoot: this.productRoot, referenceNames: this.referenceNames };
  }
}
