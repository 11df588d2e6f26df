/**
 * The `urdf` renderer's decisions (docs/console.md, "Renderers"): which file of the focus
 * DataObject's file references is the robot description, how each joint is described in words,
 * and which joints get a slider (and over what range).
 *
 * The specification resolves the model "through `urdfFileAppId` of the file reference"; the API's
 * file references carry no such field (name, fileOids, fileContainerId only), so the console
 * resolves the file it can see: a file named `*.urdf` among the references' files.
 */

/** A file a reference lists, with the reference and container it is reached through. */
export interface ReferencedFile {
  readonly referenceId: number;
  readonly referenceName: string;
  readonly containerId: number;
  readonly oid: string;
  readonly filename: string;
  readonly appId: string;
}

/** The URDF files among the references' files (`.urdf`, any case), by reference then file name; each file once. */
export function urdfFiles(files: readonly ReferencedFile[]): ReferencedFile[] {
  const seen = new Set<string>();
  return files
    .filter((f) => /\.urdf$/i.test(f.filename.trim()))
    .filter((f) => {
      const key = `${f.containerId}/${f.oid}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.referenceId - b.referenceId || a.filename.localeCompare(b.filename));
}

export type JointType = 'fixed' | 'continuous' | 'revolute' | 'planar' | 'prismatic' | 'floating';

/** What the model says of one joint, read from the parsed robot. */
export interface JointFacts {
  readonly name: string;
  readonly type: JointType;
  readonly parent: string | null;
  readonly child: string | null;
  readonly axis: readonly [number, number, number];
  readonly lower: number;
  readonly upper: number;
  /** Whether the URDF gives the joint a `<limit>` element. */
  readonly limited: boolean;
}

/**
 * A joint's slider: its grid (`min`, `max` on multiples of `step`, so the slider's snapped values
 * stay plain numbers) and the range a value is clamped to (`lower`, `upper`: the URDF's limits),
 * in the joint's unit (rad or m).
 */
export interface SliderRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly lower: number;
  readonly upper: number;
  readonly unit: 'rad' | 'm';
}

const onGrid = (v: number, step: number, dir: 'down' | 'up'): number => {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const n = dir === 'down' ? Math.floor(v / step + 1e-9) : Math.ceil(v / step - 1e-9);
  return Number((n * step).toFixed(decimals));
};

function range(lower: number, upper: number, unit: 'rad' | 'm'): SliderRange {
  const step = sliderStep(upper - lower);
  return { min: onGrid(lower, step, 'down'), max: onGrid(upper, step, 'up'), step, lower, upper, unit };
}

/**
 * A slider for the joints with one degree of freedom: revolute and prismatic over their limits
 * (when the URDF gives a non-empty range), continuous over one turn (−π … π). Fixed, planar and
 * floating joints (none or several degrees of freedom) get none.
 */
export function sliderRange(j: JointFacts): SliderRange | null {
  const unit = j.type === 'prismatic' ? 'm' : 'rad';
  if (j.type === 'continuous') return range(-Math.PI, Math.PI, unit);
  if (j.type !== 'revolute' && j.type !== 'prismatic') return null;
  if (!j.limited || !Number.isFinite(j.lower) || !Number.isFinite(j.upper) || j.upper <= j.lower) return null;
  return range(j.lower, j.upper, unit);
}

/** A slider's value within the joint's limits. */
export const clampTo = (r: SliderRange, v: number): number => Math.min(r.upper, Math.max(r.lower, v));

/**
 * A power of ten giving at least 200 steps over `span` (0.01 rad for a half turn). A step with few
 * decimals keeps the slider's snapped values plain numbers (a step of π/180 snaps 0 to 6.9e-17,
 * which is no valid `aria-valuenow`).
 */
export const sliderStep = (span: number): number => {
  const exponent = Math.floor(Math.log10(span / 200));
  return exponent < 0 ? Number(`1e${exponent}`) : 10 ** exponent;
};

const round = (v: number, digits: number): string => {
  const s = v.toFixed(digits).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
};

/** A joint value in words: radians with degrees beside them, metres as they are. */
export function jointValueText(value: number, unit: 'rad' | 'm'): string {
  return unit === 'rad' ? `${round(value, 3)} rad (${round((value * 180) / Math.PI, 1)}°)` : `${round(value, 4)} m`;
}

/** A joint's limits in words, or null when it has none to state. */
export function limitsText(j: JointFacts): string | null {
  if (j.type === 'fixed' || j.type === 'floating' || j.type === 'planar' || j.type === 'continuous') return null;
  if (!j.limited) return null;
  const unit = j.type === 'prismatic' ? 'm' : 'rad';
  return `${jointValueText(j.lower, unit)} … ${jointValueText(j.upper, unit)}`;
}

/** An axis vector as text (`0 0 1`). */
export const axisText = (axis: readonly [number, number, number]): string => axis.map((v) => round(v, 4)).join(' ');

/**
 * The mesh file names a URDF's visuals and collisions name (`<mesh filename="…">`), each once,
 * in document order: the console reaches no mesh file, so these are the meshes not drawn.
 */
export function meshFilenames(urdf: string): string[] {
  const out: string[] = [];
  for (const m of urdf.matchAll(/<mesh\b[^>]*\bfilename\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const name = (m[2] ?? m[3] ?? '').trim();
    if (name && !out.includes(name)) out.push(name);
  }
  return out;
}

/**
 * The joints channel bindings drive: a bound channel whose role is a joint's name (exactly) moves
 * that joint. Answers joint name → the channel's column in the rows lined up by timestamp.
 */
export function drivenJoints(roles: readonly string[], jointNames: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  roles.forEach((role, column) => {
    if (jointNames.includes(role) && !out.has(role)) out.set(role, column);
  });
  return out;
}
