import { versionSatisfies } from './compatibility.ts';

/** A plugin that passed the earlier gates, in discovery order (ids unique). */
export interface DependencyNode {
  readonly id: string;
  readonly version: string;
  /** id → range in the comma form. */
  readonly dependencies: Readonly<Record<string, string>>;
}

export interface DependencyResolution {
  /** Survivors in registration order: dependencies first, ties by discovery order. */
  readonly order: readonly string[];
  /** id → `failureMessage` for the plugins that fail the dependency check. */
  readonly failures: ReadonlyMap<string, string>;
}

function depsOf(node: DependencyNode): [string, string][] {
  return Object.keys(node.dependencies)
    .filter((k) => Object.hasOwn(node.dependencies, k))
    .map((k) => [k, node.dependencies[k] ?? '']);
}

/** Strongly connected components (Tarjan), over `ids` and the edges `next`. */
function stronglyConnected(ids: readonly string[], next: (id: string) => readonly string[]): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      out.push(component);
    }
  };
  for (const id of ids) if (!index.has(id)) visit(id);
  return out;
}

/** The shortest cycle from `start` back to itself inside `members` (BFS, edges in declaration order). */
function cycleThrough(start: string, members: ReadonlySet<string>, next: (id: string) => readonly string[]): string[] {
  const parent = new Map<string, string>();
  const queue: string[] = [start];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const v = queue.shift() as string;
    for (const w of next(v)) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [v];
        for (let p = parent.get(v); p !== undefined; p = parent.get(p)) path.push(p);
        if (path[path.length - 1] !== start) path.push(start);
        return [...path.reverse(), start];
      }
      if (!seen.has(w)) {
        seen.add(w);
        parent.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/**
 * The dependency check (docs/plugins.md, Plugin lifecycle). Over the plugins that passed the earlier gates:
 * 1. a dependency that is not among them → `plugin.dependency.missing: <dep>` (with ` (FAILED)`
 *    when the sibling exists but failed an earlier gate, listed in `failedIds`); a sibling whose
 *    version is outside the range → `plugin.dependency.version-mismatch: ...`;
 * 2. every member of a cycle among the rest → `plugin.dependency.cycle: a -> b -> a`, the path
 *    starting at that member;
 * 3. a plugin with a FAILED dependency is FAILED (`plugin.dependency.missing: <dep> (FAILED)`),
 *    transitively.
 * The survivors come back in registration order: dependencies first, ties by discovery order.
 */
export function resolveDependencies(
  nodes: readonly DependencyNode[],
  failedIds: ReadonlySet<string> = new Set(),
): DependencyResolution {
  const byId = new Map(nodes.map((n) => [n.id, n] as const));
  const failures = new Map<string, string>();

  for (const node of nodes) {
    const deps = depsOf(node);
    const missing = deps
      .filter(([dep]) => !byId.has(dep))
      .map(([dep]) => (failedIds.has(dep) ? `${dep} (FAILED)` : dep));
    if (missing.length > 0) {
      failures.set(node.id, `plugin.dependency.missing: ${missing.join(', ')}`);
      continue;
    }
    const mismatched = deps
      .filter(([dep, range]) => !versionSatisfies(byId.get(dep)?.version ?? '', range))
      .map(([dep, range]) => `${dep} ${byId.get(dep)?.version ?? '?'} does not satisfy "${range}"`);
    if (mismatched.length > 0) failures.set(node.id, `plugin.dependency.version-mismatch: ${mismatched.join('; ')}`);
  }

  const alive = (id: string) => byId.has(id) && !failures.has(id);
  const next = (id: string): string[] =>
    depsOf(byId.get(id) as DependencyNode)
      .map(([dep]) => dep)
      .filter(alive);
  const aliveIds = nodes.map((n) => n.id).filter(alive);
  const cycleFailures = new Map<string, string>();
  for (const component of stronglyConnected(aliveIds, next)) {
    const first = component[0];
    const cyclic = component.length > 1 || (first !== undefined && next(first).includes(first));
    if (!cyclic) continue;
    const members = new Set(component);
    for (const id of component)
      cycleFailures.set(id, `plugin.dependency.cycle: ${cycleThrough(id, members, next).join(' -> ')}`);
  }
  for (const [id, msg] of cycleFailures) failures.set(id, msg);

  for (let changed = true; changed; ) {
    changed = false;
    for (const node of nodes) {
      if (failures.has(node.id)) continue;
      const failedDep = depsOf(node).find(([dep]) => failures.has(dep));
      if (failedDep !== undefined) {
        failures.set(node.id, `plugin.dependency.missing: ${failedDep[0]} (FAILED)`);
        changed = true;
      }
    }
  }

  // Dependencies first; among the ready ones, the earliest discovered.
  const remaining = nodes.filter((n) => !failures.has(n.id)).map((n) => n.id);
  const placed = new Set<string>();
  const order: string[] = [];
  while (remaining.length > 0) {
    const i = remaining.findIndex((id) => depsOf(byId.get(id) as DependencyNode).every(([dep]) => placed.has(dep)));
    if (i < 0) break; // unreachable: cycles and failed dependencies were removed above
    const [id] = remaining.splice(i, 1);
    if (id === undefined) break;
    placed.add(id);
    order.push(id);
  }
  return { order, failures };
}
