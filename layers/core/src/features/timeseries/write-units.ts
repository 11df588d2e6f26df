/**
 * Bytes and write units as AWS bills them, computed from item sizes (DynamoDB Local reports no
 * meaningful consumed capacity): an item's size is the UTF-8 length of its attribute names plus
 * its values (strings UTF-8, binaries their length, numbers about one byte per two significant
 * digits plus one, booleans one); a standard write costs one unit per started KB of the item, a
 * transactional write two; a global secondary index entry written costs its own units, on its
 * projected size plus 100 bytes of index overhead.
 */
export function attributeValueSize(v: unknown): number {
  if (typeof v === 'string') return Buffer.byteLength(v, 'utf8');
  if (v instanceof Uint8Array) return v.length;
  if (typeof v === 'number' || typeof v === 'bigint') {
    const digits = String(v)
      .replace(/^-/, '')
      .replace(/\./, '')
      .replace(/e.*$/i, '')
      .replace(/^0+/, '')
      .replace(/0+$/, '');
    return Math.ceil(Math.max(1, digits.length) / 2) + 1;
  }
  if (typeof v === 'boolean' || v === null) return 1;
  return Buffer.byteLength(JSON.stringify(v) ?? '', 'utf8');
}

export function itemSize(item: Readonly<Record<string, unknown>>): number {
  let size = 0;
  for (const [k, v] of Object.entries(item))
    if (v !== undefined) size += Buffer.byteLength(k, 'utf8') + attributeValueSize(v);
  return size;
}

export const writeUnits = (bytes: number, transactional = false) =>
  Math.max(1, Math.ceil(bytes / 1024)) * (transactional ? 2 : 1);

/** What an append wrote: the figures the bench reports. */
export interface WriteStats {
  points: number;
  buckets: number;
  itemsWritten: number;
  itemsDeleted: number;
  bytesWritten: number;
  writeUnits: number;
  conflicts: number;
}

export const emptyStats = (): WriteStats => ({
  points: 0,
  buckets: 0,
  itemsWritten: 0,
  itemsDeleted: 0,
  bytesWritten: 0,
  writeUnits: 0,
  conflicts: 0,
});

export function addStats(into: WriteStats, s: Readonly<WriteStats>): WriteStats {
  for (const k of Object.keys(into) as (keyof WriteStats)[]) into[k] += s[k];
  return into;
}

/** Bytes and write units per 1,000 points appended. */
export function perThousandPoints(s: Readonly<WriteStats>): { bytes: number; writeUnits: number } {
  const f = s.points === 0 ? 0 : 1000 / s.points;
  return { bytes: s.bytesWritten * f, writeUnits: s.writeUnits * f };
}
