import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration files that take longest (seconds of one clean-clone run, docs/contributing.md "Test
 * time"), slowest first. A clean clone has no vitest cache, so vitest would start the largest files
 * first, and a small file that runs a minute (the Python client's live tests) would start last and
 * hold the parallel phase open alone. These start first; every other file keeps vitest's own order.
 */
const SLOWEST = [
  'importer',
  'importer-complete',
  'python-client',
  'timeseries-payload',
  'timeseries-containers',
  'semantic-vendored',
  'console-data',
  'provenance-flags',
  'console-admin',
  'console',
  'structured-data',
  'console-timeseries',
  'console-references',
  'console-files',
  'snapshots',
  'console-graph',
  'legacy-dataobjects',
  'legacy-search',
  'api-explorer',
  'timeseries-store',
  'console-views',
  'snapshots-as-of-request',
  'spatial-data',
].map((name) => `${name}.test.ts`);

const rank = (spec: TestSpecification): number => {
  const i = SLOWEST.indexOf(basename(spec.moduleId));
  return i < 0 ? SLOWEST.length : i;
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    // Array.prototype.sort is stable: files outside the list keep the base order among themselves.
    return [...base].sort((a, b) => rank(a) - rank(b));
  }
}
