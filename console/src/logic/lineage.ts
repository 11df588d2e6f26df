/**
 * The lineage of a Collection's DataObjects (predecessor → successor) laid out as a layered
 * graph: each object's layer is the length of the longest predecessor chain before it, so every
 * edge points to the right. Objects without predecessors or successors are left out.
 */
export interface LineageInput {
  id: string;
  name: string;
  predecessorIds: readonly string[];
  successorIds: readonly string[];
}

export interface LineageNode {
  id: string;
  name: string;
  layer: number;
  row: number;
  x: number;
  y: number;
}

export interface LineageEdge {
  from: string;
  to: string;
}

export interface LineageLayout {
  nodes: LineageNode[];
  edges: LineageEdge[];
  width: number;
  height: number;
}

export const NODE_WIDTH = 160;
export const NODE_HEIGHT = 36;
const GAP_X = 56;
const GAP_Y = 16;
const MARGIN = 8;

export function lineageLayout(objects: readonly LineageInput[]): LineageLayout {
  const known = new Map(objects.map((o) => [o.id, o]));
  const edgeKeys = new Set<string>();
  const edges: LineageEdge[] = [];
  const addEdge = (from: string, to: string) => {
    const key = `${from}>${to}`;
    if (from === to || !known.has(from) || !known.has(to) || edgeKeys.has(key)) return;
    edgeKeys.add(key);
    edges.push({ from, to });
  };
  for (const o of objects) {
    for (const p of o.predecessorIds) addEdge(p, o.id);
    for (const s of o.successorIds) addEdge(o.id, s);
  }
  const linked = objects.filter((o) => edges.some((e) => e.from === o.id || e.to === o.id));
  const incoming = new Map<string, string[]>();
  for (const e of edges) incoming.set(e.to, [...(incoming.get(e.to) ?? []), e.from]);

  // Longest path from a source, guarded against cycles (a cycle's back edge is ignored).
  const layer = new Map<string, number>();
  const visiting = new Set<string>();
  const layerOf = (id: string): number => {
    const done = layer.get(id);
    if (done !== undefined) return done;
    if (visiting.has(id)) return 0;
    visiting.add(id);
    const l = Math.max(-1, ...(incoming.get(id) ?? []).map(layerOf)) + 1;
    visiting.delete(id);
    layer.set(id, l);
    return l;
  };
  const rows = new Map<number, number>();
  const nodes = [...linked]
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .map((o) => {
      const l = layerOf(o.id);
      const row = rows.get(l) ?? 0;
      rows.set(l, row + 1);
      return {
        id: o.id,
        name: o.name,
        layer: l,
        row,
        x: MARGIN + l * (NODE_WIDTH + GAP_X),
        y: MARGIN + row * (NODE_HEIGHT + GAP_Y),
      };
    });
  const layers = Math.max(0, ...nodes.map((n) => n.layer + 1));
  const maxRows = Math.max(0, ...rows.values());
  return {
    nodes,
    edges: edges.filter((e) => layer.has(e.from) && layer.has(e.to)),
    width: layers === 0 ? 0 : 2 * MARGIN + layers * NODE_WIDTH + (layers - 1) * GAP_X,
    height: maxRows === 0 ? 0 : 2 * MARGIN + maxRows * NODE_HEIGHT + (maxRows - 1) * GAP_Y,
  };
}

const sorted = (xs: string[]): string[] => xs.sort((a, b) => a.localeCompare(b));

/** The text alternative: each linked object with the names before and after it (by name). */
export function lineageText(layout: LineageLayout): { name: string; id: string; before: string[]; after: string[] }[] {
  const name = new Map(layout.nodes.map((n) => [n.id, n.name]));
  return [...layout.nodes]
    .sort((a, b) => a.layer - b.layer || a.row - b.row)
    .map((n) => ({
      id: n.id,
      name: n.name,
      before: sorted(layout.edges.filter((e) => e.to === n.id).map((e) => name.get(e.from) ?? e.from)),
      after: sorted(layout.edges.filter((e) => e.from === n.id).map((e) => name.get(e.to) ?? e.to)),
    }));
}
