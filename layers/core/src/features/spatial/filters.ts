import * as z from 'zod';
import { chars } from '../../kernel/bounds.ts';
import { parseInt64Json } from '../../kernel/int64-json.ts';
import { badRequest } from '../../kernel/problem.ts';
import type { Box, Vec3 } from './spatial-key.ts';

/**
 * The filters of a spatial read, as upstream names them: `geometryFilter` (one of the four
 * GeometryFilterTypes), `metadataFilter` (containment on nested JSON), `measurementsFilter`
 * (numeric conditions on key paths), parsed from the query string's JSON texts or from a
 * reference's body. A filter that does not parse, an unknown type or operator, a value that is
 * not a finite number: a 400 naming the parameter.
 */
export const geometryTypes = [
  'K_NEAREST_NEIGHBOR',
  'BOUNDING_SPHERE',
  'AXIS_ALIGNED_BOUNDING_BOX',
  'ORIENTED_BOUNDING_BOX',
] as const;
export const operators = ['EQUALS', 'GREATER_THAN', 'LESS_THAN'] as const;
export type Operator = (typeof operators)[number];

/** The most neighbours, conditions and key-path segments one read asks for. */
export const MAX_K = 10_000;
export const MAX_CONDITIONS = 100;
export const MAX_PATH_DEPTH = 32;

const finite = z.number().refine(Number.isFinite, 'must be a finite number');
const nonNegative = finite.refine((v) => v >= 0, 'must not be negative');

const knn = z.object({
  type: z.literal('K_NEAREST_NEIGHBOR'),
  k: z.number().int().min(1).max(MAX_K),
  x: finite,
  y: finite,
  z: finite,
});
const sphere = z.object({
  type: z.literal('BOUNDING_SPHERE'),
  radius: nonNegative,
  centerX: finite,
  centerY: finite,
  centerZ: finite,
});
const aabb = z.object({
  type: z.literal('AXIS_ALIGNED_BOUNDING_BOX'),
  minX: finite,
  minY: finite,
  minZ: finite,
  maxX: finite,
  maxY: finite,
  maxZ: finite,
});
/**
 * Upstream names the type but publishes no shape for it: a box centred at (centerX, centerY,
 * centerZ) with edge lengths extentX/Y/Z along its own axes, turned by the unit quaternion
 * (rotationW, rotationX, rotationY, rotationZ) from world axes (normalised here; identity when absent).
 */
const obb = z.object({
  type: z.literal('ORIENTED_BOUNDING_BOX'),
  centerX: finite,
  centerY: finite,
  centerZ: finite,
  extentX: nonNegative,
  extentY: nonNegative,
  extentZ: nonNegative,
  rotationW: finite.optional(),
  rotationX: finite.optional(),
  rotationY: finite.optional(),
  rotationZ: finite.optional(),
});

export type KnnFilter = z.output<typeof knn>;
export type GeometryFilter =
  | z.output<typeof knn>
  | z.output<typeof sphere>
  | z.output<typeof aabb>
  | z.output<typeof obb>;

export interface Condition {
  readonly key: string;
  readonly path: readonly string[];
  readonly operator: Operator;
  readonly value: number;
}

const condition = z.object({ key: chars(z.string().min(1), 4096), operator: z.enum(operators), value: finite });

const invalid = (field: string, message: string) =>
  badRequest(`${field}: ${message}`, { violations: [{ field, message }] });

function zodMessage(err: z.ZodError): string {
  return err.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

/** JSON text → value; numbers as the int64 reader gives them (integers beyond 2^53 stay exact). */
export function parseFilterText(field: string, text: string): unknown {
  try {
    return parseInt64Json(text);
  } catch {
    throw invalid(field, 'is not valid JSON');
  }
}

/** A bigint from the int64 reader as a number, everywhere in a parsed filter (coordinates and comparison values are doubles). */
const asNumbers = (v: unknown): unknown => (typeof v === 'bigint' ? Number(v) : v);

export function parseGeometryFilter(raw: unknown, field = 'geometryFilter'): GeometryFilter {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw invalid(field, 'must be a JSON object with a "type"');
  const obj = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, asNumbers(v)]));
  const type = obj['type'];
  if (typeof type !== 'string' || !(geometryTypes as readonly string[]).includes(type)) {
    throw invalid(field, `unknown type ${JSON.stringify(type ?? null)}; one of ${geometryTypes.join(', ')}`);
  }
  const schema = {
    K_NEAREST_NEIGHBOR: knn,
    BOUNDING_SPHERE: sphere,
    AXIS_ALIGNED_BOUNDING_BOX: aabb,
    ORIENTED_BOUNDING_BOX: obb,
  }[type as GeometryFilter['type']];
  const parsed = schema.safeParse(obj);
  if (!parsed.success) throw invalid(field, zodMessage(parsed.error));
  const g = parsed.data;
  if (g.type === 'AXIS_ALIGNED_BOUNDING_BOX' && (g.minX > g.maxX || g.minY > g.maxY || g.minZ > g.maxZ)) {
    throw invalid(field, 'each min must not exceed its max');
  }
  if (g.type === 'ORIENTED_BOUNDING_BOX') {
    const { rotationW: w = 1, rotationX: x = 0, rotationY: y = 0, rotationZ: zz = 0 } = g;
    if (Math.hypot(w, x, y, zz) === 0) throw invalid(field, 'the rotation quaternion must not be zero');
  }
  return g;
}

export function parseMetadataFilter(raw: unknown, field = 'metadataFilter'): Record<string, unknown> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw invalid(field, 'must be a JSON object');
  return raw as Record<string, unknown>;
}

export function parseMeasurementsFilter(raw: unknown, field = 'measurementsFilter'): Condition[] {
  const list = Array.isArray(raw) ? raw : raw !== null && typeof raw === 'object' ? [raw] : undefined;
  if (!list) throw invalid(field, 'must be a JSON array of {key, operator, value}');
  if (list.length > MAX_CONDITIONS) throw invalid(field, `at most ${MAX_CONDITIONS} conditions`);
  return list.map((c: unknown, i) => {
    const obj =
      c !== null && typeof c === 'object' && !Array.isArray(c)
        ? Object.fromEntries(Object.entries(c).map(([k, v]) => [k, asNumbers(v)]))
        : c;
    const parsed = condition.safeParse(obj);
    if (!parsed.success) {
      const op = (obj as Record<string, unknown> | null)?.['operator'];
      const why =
        typeof op === 'string' && !(operators as readonly string[]).includes(op)
          ? `unknown operator ${JSON.stringify(op)}; one of ${operators.join(', ')}`
          : zodMessage(parsed.error);
      throw invalid(field, `condition ${i}: ${why}`);
    }
    const path = parsed.data.key.split(',');
    if (path.length > MAX_PATH_DEPTH)
      throw invalid(field, `condition ${i}: a key path of at most ${MAX_PATH_DEPTH} keys`);
    return { ...parsed.data, path };
  });
}

// ── evaluation ─────────────────────────────────────────────────────────────────────

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function scalarEquals(a: unknown, b: unknown): boolean {
  const numeric = (v: unknown) => typeof v === 'number' || typeof v === 'bigint';
  if (numeric(a) && numeric(b)) {
    if (typeof a === 'bigint' && typeof b === 'bigint') return a === b;
    return Number(a) === Number(b);
  }
  return a === b;
}

/**
 * PostgreSQL's jsonb containment (`metadata @> filter`), which upstream's store applies: every
 * key of a filter object is present with a contained value, every element of a filter array is
 * contained in some element of the stored array, scalars are equal (numbers by value).
 */
export function contains(stored: unknown, filter: unknown): boolean {
  if (isObject(filter)) {
    if (!isObject(stored)) return false;
    return Object.entries(filter).every(([k, v]) => Object.hasOwn(stored, k) && contains(stored[k], v));
  }
  if (Array.isArray(filter)) {
    if (!Array.isArray(stored)) return false;
    return filter.every((f) => stored.some((s) => contains(s, f)));
  }
  if (Array.isArray(stored) || isObject(stored)) return false;
  return scalarEquals(stored, filter);
}

/** The value at a key path, when it is a number. */
function numberAt(obj: unknown, path: readonly string[]): number | undefined {
  let v: unknown = obj;
  for (const k of path) {
    if (Array.isArray(v) && /^\d+$/.test(k)) v = v[Number(k)];
    else if (isObject(v) && Object.hasOwn(v, k)) v = v[k];
    else return undefined;
  }
  return typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : undefined;
}

/** Every condition holds (a path that leads to no number satisfies none). */
export function meetsConditions(measurements: unknown, conditions: readonly Condition[]): boolean {
  return conditions.every((c) => {
    const v = numberAt(measurements, c.path);
    if (v === undefined) return false;
    return c.operator === 'EQUALS' ? v === c.value : c.operator === 'GREATER_THAN' ? v > c.value : v < c.value;
  });
}

/** A region test and the axis-aligned box that encloses the region (the key ranges to read). */
export interface Region {
  readonly box: Box;
  contains(p: Vec3): boolean;
}

/** The rotation matrix (rows: the box's axes in world coordinates) of a unit quaternion. */
function rotationRows(w: number, x: number, y: number, z: number): [Vec3, Vec3, Vec3] {
  const n = Math.hypot(w, x, y, z);
  [w, x, y, z] = [w / n, x / n, y / n, z / n];
  // R maps box coordinates to world coordinates; its columns are the box axes. Rows of R^T = columns of R.
  const r00 = 1 - 2 * (y * y + z * z),
    r01 = 2 * (x * y - w * z),
    r02 = 2 * (x * z + w * y);
  const r10 = 2 * (x * y + w * z),
    r11 = 1 - 2 * (x * x + z * z),
    r12 = 2 * (y * z - w * x);
  const r20 = 2 * (x * z - w * y),
    r21 = 2 * (y * z + w * x),
    r22 = 1 - 2 * (x * x + y * y);
  return [
    { x: r00, y: r10, z: r20 },
    { x: r01, y: r11, z: r21 },
    { x: r02, y: r12, z: r22 },
  ];
}

const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;

/** The region of a bounding filter (every type but K_NEAREST_NEIGHBOR). */
export function regionOf(g: Exclude<GeometryFilter, KnnFilter>): Region {
  switch (g.type) {
    case 'AXIS_ALIGNED_BOUNDING_BOX': {
      const box = { min: { x: g.minX, y: g.minY, z: g.minZ }, max: { x: g.maxX, y: g.maxY, z: g.maxZ } };
      return {
        box,
        contains: (p) =>
          p.x >= g.minX && p.x <= g.maxX && p.y >= g.minY && p.y <= g.maxY && p.z >= g.minZ && p.z <= g.maxZ,
      };
    }
    case 'BOUNDING_SPHERE': {
      const r = g.radius;
      const c = { x: g.centerX, y: g.centerY, z: g.centerZ };
      return {
        box: { min: { x: c.x - r, y: c.y - r, z: c.z - r }, max: { x: c.x + r, y: c.y + r, z: c.z + r } },
        contains: (p) => distanceSquared(p, c) <= r * r,
      };
    }
    case 'ORIENTED_BOUNDING_BOX': {
      const axes = rotationRows(g.rotationW ?? 1, g.rotationX ?? 0, g.rotationY ?? 0, g.rotationZ ?? 0);
      const half = [g.extentX / 2, g.extentY / 2, g.extentZ / 2] as const;
      const c = { x: g.centerX, y: g.centerY, z: g.centerZ };
      // The enclosing box: half-widths are the sums of the projected half-extents.
      const reach = (pick: (v: Vec3) => number) => axes.reduce((s, a, i) => s + Math.abs(pick(a)) * half[i]!, 0);
      const rx = reach((v) => v.x),
        ry = reach((v) => v.y),
        rz = reach((v) => v.z);
      return {
        box: { min: { x: c.x - rx, y: c.y - ry, z: c.z - rz }, max: { x: c.x + rx, y: c.y + ry, z: c.z + rz } },
        contains: (p) => {
          const d = { x: p.x - c.x, y: p.y - c.y, z: p.z - c.z };
          return axes.every((a, i) => Math.abs(dot(d, a)) <= half[i]!);
        },
      };
    }
  }
}

export const distanceSquared = (a: Vec3, b: Vec3) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2 + (a.z - b.z) ** 2;
