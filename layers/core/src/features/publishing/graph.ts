import type { FeatureGraph } from '../../platform/feature.ts';

/**
 * Publications: `(e:BasicEntity)-[:HAS_PUBLICATION]->(p:Publication)`, one per minted version,
 * owned by the entity. The resolver finds a record by its suffix; the feed pages in
 * (publishedAt, pid) order over public, live records only, so a page costs the page.
 */
export const graph = {
  statements: [
    'CREATE CONSTRAINT publication_pid IF NOT EXISTS FOR (p:Publication) REQUIRE p.pid IS UNIQUE',
    'CREATE CONSTRAINT publication_suffix IF NOT EXISTS FOR (p:Publication) REQUIRE p.suffix IS UNIQUE',
    'CREATE INDEX publication_feed IF NOT EXISTS FOR (p:Publication) ON (p.feedKey)',
  ],
  ownedEdges: ['HAS_PUBLICATION'],
} as const satisfies FeatureGraph;
