import type { FeatureGraph } from '../../platform/feature.ts';

/** References and lab journal entries live and die with their DataObject. */
export const graph = { ownedEdges: ['HAS_REFERENCE', 'HAS_LAB_JOURNAL_ENTRY'] } as const satisfies FeatureGraph;
