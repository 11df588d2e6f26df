import type { FeatureManifest } from '../platform/feature.ts';
import { ops } from '../features/ops/index.ts';
import { admin } from '../features/admin/index.ts';
import { plugins } from '../features/plugins/index.ts';
import { ai } from '../features/ai/index.ts';
import { wikiWriter } from '../features/wiki-writer/index.ts';
import { provenance } from '../features/provenance/index.ts';
import { collections } from '../features/collections/index.ts';
import { accounts } from '../features/accounts/index.ts';
import { users } from '../features/users/index.ts';
import { references } from '../features/references/index.ts';
import { search } from '../features/search/index.ts';
import { semantic } from '../features/semantic/index.ts';
import { files } from '../features/files/index.ts';
import { collectionExport } from '../features/export/index.ts';
import { filesMigration } from '../features/files-migration/index.ts';
import { legacyShelf } from '../features/legacy-shelf/index.ts';
import { containers } from '../features/containers/index.ts';
import { timeseries } from '../features/timeseries/index.ts';
import { structuredData } from '../features/structured-data/index.ts';
import { spatial } from '../features/spatial/index.ts';
import { ontologies } from '../features/ontologies/index.ts';
import { hdf } from '../features/hdf/index.ts';
import { templates } from '../features/templates/index.ts';
import { publishing } from '../features/publishing/index.ts';
import { views } from '../features/views/index.ts';
import { mappings } from '../features/mappings/index.ts';
import { snapshots } from '../features/snapshots/index.ts';
import { importer } from '../features/importer/index.ts';

/**
 * THE list of capabilities. A new capability takes: its folder `features/<name>/` with its manifest
 * (`name: '<name>'`, the folder's name) as index.ts; one line here; each of its route lists placed
 * by name in app/routes.ts (which fixes the OpenAPI order) and its graph.ts in app/graph-schema.ts,
 * if it has them; its rows and implementations in the handler of the group that serves them,
 * `functions/<group>/handler.ts` (a new group is also a name in kernel/route-types.ts'
 * EndpointGroup and that handler file); a reasoned entry in test/unit/architecture/imports.test.ts
 * for each other feature it imports; and `npm run docs:api` to regenerate docs/api-reference.md.
 * Unit tests catch each omission but the handler's (test/unit/architecture/: manifests, imports,
 * api-reference); a row left out of its group's handler is caught by no unit test.
 */
export const features = [
  ops,
  admin,
  plugins,
  provenance,
  accounts,
  collections,
  users,
  references,
  search,
  semantic,
  files,
  collectionExport,
  filesMigration,
  legacyShelf,
  containers,
  timeseries,
  structuredData,
  spatial,
  hdf,
  ontologies,
  templates,
  publishing,
  snapshots,
  views,
  mappings,
  importer,
  ai,
  wikiWriter,
] as const satisfies readonly FeatureManifest[];
