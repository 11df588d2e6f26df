import { legacyTimestamp } from '../../kernel/wire-time.ts';

/**
 * The properties every legacy entity node carries, and how they reach the wire:
 *   id (int64), appId (UUID v7), name, description, attributes (a JSON object of strings, stored
 *   as one string property: Neo4j properties cannot hold maps), createdAt/updatedAt (datetime),
 *   createdBy/updatedBy (usernames), revision (1 on create, +1 per update).
 */
export const entityProjection = (v: 'c' | 'd') =>
  `.id, .appId, .name, .description, .attributes, .createdBy, .updatedBy, .revision,
   createdAt: ${v}.createdAt.epochMillis, updatedAt: ${v}.updatedAt.epochMillis`;

/** A type alias (not an interface) so views built on it stay assignable to plain records. */
export type AuditStamp = {
  id: number;
  appId: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string | null;
};
export type EntityStamp = AuditStamp & { revision: number };

export interface EntityFields extends EntityStamp {
  name: string;
  description: string | null;
  attributes: Record<string, string>;
}

/** Row readers: a string property, and a temporal property in the legacy timestamp format. */
export const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
export const time = (v: unknown): string | null => (typeof v === 'number' ? legacyTimestamp(new Date(v)) : null);

/** The stored attributes JSON as the wire's map of strings (anything else reads as no attributes). */
export function parseAttributes(v: unknown): Record<string, string> {
  if (typeof v !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(v);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export const storedAttributes = (a: Readonly<Record<string, string>>): string => JSON.stringify(a);

/** The audit stamp of any legacy entity row (see wire-base.ts for its wire shape). */
export function stampOf(m: Record<string, unknown>): EntityStamp {
  return {
    id: Number(m['id']),
    appId: str(m['appId']) ?? '',
    createdAt: time(m['createdAt']) ?? '',
    createdBy: str(m['createdBy']) ?? '',
    updatedAt: time(m['updatedAt']),
    updatedBy: str(m['updatedBy']),
    revision: typeof m['revision'] === 'number' ? m['revision'] : 1,
  };
}

export function entityFields(m: Record<string, unknown>): EntityFields {
  return {
    ...stampOf(m),
    name: str(m['name']) ?? '',
    description: str(m['description']),
    attributes: parseAttributes(m['attributes']),
  };
}

export const idsOf = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
export const countOf = (v: unknown): number => (typeof v === 'number' ? v : 0);
