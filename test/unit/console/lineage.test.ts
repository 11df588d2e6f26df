import { describe, expect, it } from 'vitest';
import { type LineageInput, lineageLayout, lineageText } from '../../../console/src/logic/lineage.ts';

const o = (id: string, predecessorIds: string[] = [], successorIds: string[] = []): LineageInput => ({
  id,
  name: `n${id}`,
  predecessorIds,
  successorIds,
});

describe('the lineage graph', () => {
  it('puts each object after its longest predecessor chain and leaves unlinked objects out', () => {
    const layout = lineageLayout([o('1', [], ['2']), o('2', ['1']), o('3', ['1', '2']), o('4'), o('5', ['404'])]);
    expect(layout.nodes.map((n) => [n.id, n.layer])).toEqual([
      ['1', 0],
      ['2', 1],
      ['3', 2],
    ]);
    expect(layout.edges).toEqual([
      { from: '1', to: '2' },
      { from: '1', to: '3' },
      { from: '2', to: '3' },
    ]);
    expect(layout.width).toBeGreaterThan(3 * 160);
    expect(lineageText(layout)).toEqual([
      { id: '1', name: 'n1', before: [], after: ['n2', 'n3'] },
      { id: '2', name: 'n2', before: ['n1'], after: ['n3'] },
      { id: '3', name: 'n3', before: ['n1', 'n2'], after: [] },
    ]);
  });

  it('survives a cycle and stacks siblings in rows', () => {
    const layout = lineageLayout([o('a', ['c']), o('b', ['a']), o('c', ['b']), o('d', ['a'])]);
    expect(layout.nodes).toHaveLength(4);
    const ys = layout.nodes.filter((n) => n.layer === layout.nodes.find((m) => m.id === 'b')?.layer).map((n) => n.row);
    expect(new Set(ys).size).toBe(ys.length);
    expect(lineageLayout([]).width).toBe(0);
  });
});
