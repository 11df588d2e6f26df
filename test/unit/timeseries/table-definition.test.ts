import { describe, expect, it } from 'vitest';
import { tables } from '#core/platform/resources/definitions.ts';
import { chunkTableInput, SUMMARY_INDEX, TILES_INDEX } from '#core/features/timeseries/chunk-store.ts';
import { SUMMARY_ATTRIBUTES, TILE_ATTRIBUTES } from '#core/features/timeseries/summary.ts';

describe('the timeseries table definition', () => {
  it('projects exactly the attributes the summary reader asks for into its summary index', () => {
    const def = tables.find((t) => t.id === 'timeseries');
    const gsi = def?.gsis.find((g) => g.name === SUMMARY_INDEX);
    expect(gsi && 'include' in gsi ? [...gsi.include] : undefined).toEqual([...SUMMARY_ATTRIBUTES]);
    expect(chunkTableInput('t').GlobalSecondaryIndexes?.[0]?.Projection).toEqual({
      ProjectionType: 'INCLUDE',
      NonKeyAttributes: [...SUMMARY_ATTRIBUTES],
    });
  });

  it('projects the summary and its tiles into the tiles index', () => {
    const gsi = tables.find((t) => t.id === 'timeseries')?.gsis.find((g) => g.name === TILES_INDEX);
    expect(gsi && 'include' in gsi ? [...gsi.include] : undefined).toEqual([...TILE_ATTRIBUTES]);
  });
});
