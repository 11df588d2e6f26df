import type { FeatureGraph } from '../../platform/feature.ts';
import { writeQuery } from '../../platform/graph/driver.ts';

/**
 * Publications: `(e:BasicEntity)-[:HAS_PUBLICATION]->(p:Publication)`, one per minted version,
 * owned by the entity. The resolver finds a record by its suffix; the feed pages in
 * (publishedAt, pid) order over public, live records only, so a page costs the page. OAI-PMH pages
 * in `oaiKey` (datestamp|pid) order, a set's records through the (collectionAppId, oaiKey) index;
 * oai_datacite lists through `oaiDoiKey` (oaiKey, on DOIs only) and its two indexes alike;
 * an `OaiSet` node per Collection with a public publication lists the sets without a scan.
 */
export const graph = {
  statements: [
    'CREATE CONSTRAINT publication_pid IF NOT EXISTS FOR (p:Publication) REQUIRE p.pid IS UNIQUE',
    'CREATE CONSTRAINT publication_suffix IF NOT EXISTS FOR (p:Publication) REQUIRE p.suffix IS UNIQUE',
    'CREATE INDEX publication_feed IF NOT EXISTS FOR (p:Publication) ON (p.feedKey)',
    'CREATE INDEX publication_oai IF NOT EXISTS FOR (p:Publication) ON (p.oaiKey)',
    'CREATE INDEX publication_oai_set IF NOT EXISTS FOR (p:Publication) ON (p.collectionAppId, p.oaiKey)',
    'CREATE INDEX publication_oai_doi IF NOT EXISTS FOR (p:Publication) ON (p.oaiDoiKey)',
    'CREATE INDEX publication_oai_doi_set IF NOT EXISTS FOR (p:Publication) ON (p.collectionAppId, p.oaiDoiKey)',
    'CREATE CONSTRAINT oai_set_collection IF NOT EXISTS FOR (s:OaiSet) REQUIRE s.collectionAppId IS UNIQUE',
  ],
  upgrades: [
    {
      // Publications from before OAI-PMH: their datestamp key and their Collection's set.
      name: 'publishing.oai-keys.v1',
      run: () =>
        writeQuery(
          `MATCH (p:Publication) WHERE p.oaiKey IS NULL
       SET p.oaiKey = left(coalesce(p.withdrawnAt, p.publishedAt), 19) + 'Z|' + p.pid
       WITH p WHERE p.public MERGE (:OaiSet {collectionAppId: p.collectionAppId})`,
        ),
    },
    {
      // DOIs from before oai_datacite read its own key (after publishing.oai-keys.v1 gave every publication its oaiKey).
      name: 'publishing.oai-doi-keys.v1',
      run: () =>
        writeQuery(
          `MATCH (p:Publication) WHERE p.minter = 'datacite' AND p.oaiDoiKey IS NULL AND p.oaiKey IS NOT NULL SET p.oaiDoiKey = p.oaiKey`,
        ),
    },
  ],
  ownedEdges: ['HAS_PUBLICATION'],
} as const satisfies FeatureGraph;
