import * as fileS3 from './file-s3.ts';
import * as minterLocal from './minter-local.ts';
import * as fileformatCad from './fileformat-cad/index.ts';
import * as video from '../../features/files/video/plugin.ts';
import * as v1Compat from '../../features/legacy-shelf/v1-compat.ts';
import * as unhide from '../../features/publishing/unhide-plugin.ts';
import * as kip from '../../features/publishing/kip-plugin.ts';
import * as minterDatacite from '../../features/publishing/datacite-plugin.ts';
import * as importer from '../../features/importer/plugin.ts';
import * as ai from '../../features/ai/plugin.ts';
import * as wikiWriter from '../../features/wiki-writer/plugin.ts';
import type { BuiltinPlugin } from '../../platform/plugins/registry.ts';

/** Plugins compiled into the build (`sourcePath: null`), registered before drop-in archives. */
export const bundledPlugins: readonly BuiltinPlugin[] = [
  minterLocal,
  v1Compat,
  fileS3,
  unhide,
  kip,
  minterDatacite,
  fileformatCad,
  video,
  importer,
  ai,
  wikiWriter,
];
