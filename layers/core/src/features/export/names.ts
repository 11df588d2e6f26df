/**
 * Entry names of an export ZIP. The layout is flat, as upstream's: every entry is one path
 * segment, so no name can climb out of the extraction directory or land in a subfolder. Names
 * come from ids and oids where upstream has them; the only user-supplied part is a file's
 * extension, and every name passes `safeEntryName` and is made unique in allocation order.
 */
export const METADATA_ENTRY = 'ro-crate-metadata.json';
const MAX_NAME = 200;

/** One safe path segment: ASCII letters, digits, `.`, `_`, `-`; no leading dot, no `..`. */
export function safeEntryName(raw: string): string {
  let name = clean(raw);
  if (name.length > MAX_NAME) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
    name = name.slice(0, MAX_NAME - ext.length) + ext;
  }
  return name === '' ? 'file' : name;
}

function clean(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._]+/, '')
    .replace(/[._]+$/, '');
}

/**
 * Upstream's payload name: the file's oid plus everything after the first dot of its original
 * name (`data.tar.gz` → `<oid>.tar.gz`), or the bare oid when nothing usable follows a dot.
 */
export function payloadEntryName(oid: string, filename: string): string {
  const dot = filename.indexOf('.');
  const ext = dot >= 0 ? clean(filename.slice(dot + 1)).slice(0, 32) : '';
  return safeEntryName(ext === '' ? oid : `${oid}.${ext}`);
}

/** Hands out each name once: a repeated name gets `-2`, `-3`, … before its extension. */
export class EntryNames {
  private readonly taken = new Set<string>([METADATA_ENTRY]);

  allocate(wanted: string): string {
    const name = safeEntryName(wanted);
    if (!this.taken.has(name)) {
      this.taken.add(name);
      return name;
    }
    const dot = name.indexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const ext = dot > 0 ? name.slice(dot) : '';
    for (let n = 2; ; n++) {
      const candidate = `${stem}-${n}${ext}`;
      if (!this.taken.has(candidate)) {
        this.taken.add(candidate);
        return candidate;
      }
    }
  }
}
