/**
 * What a CAD parser emits: `(predicate, value)` pairs that become semantic annotations on the
 * file's container. `urn:svc:cad:<format>:…` holds the format's own metadata; the
 * `urn:svc:mffd:cad:…` keys are the small cross-format summary (format, parse status, application
 * protocol, originating system) every CAD file gets, so one query finds e.g. all AP242 files.
 */
export interface CadFact {
  readonly predicate: string;
  readonly value: string;
}

export const CAD = 'urn:svc:cad:';
export const MFFD = 'urn:svc:mffd:cad:';

/** At most this many annotations of one repeated kind (entity types, group names, products). */
export const MAX_LISTED = 200;

export class FactList {
  readonly facts: CadFact[] = [];
  add(predicate: string, value: string | number | null | undefined): this {
    if (value === null || value === undefined) return this;
    const v = typeof value === 'number' ? formatNumber(value) : value.trim();
    if (v !== '') this.facts.push({ predicate, value: v });
    return this;
  }
}

const formatNumber = (n: number): string => (Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(12))));

/** The annotation every file whose bytes do not parse gets, instead of its format's metadata. */
export function unparseable(format: string, reason: string): CadFact[] {
  return new FactList()
    .add(`${MFFD}format`, format)
    .add(`${MFFD}status`, 'unparseable')
    .add(`${CAD}parseError`, reason.slice(0, 500)).facts;
}

/** A file that is not what its extension claims: the parser says why. */
export class CadParseError extends Error {}
