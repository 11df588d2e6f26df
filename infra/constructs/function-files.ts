import {
  mappingEnginePackage,
  mappingEngineShippedFiles,
} from '../../layers/core/src/features/mappings/shipped-files.ts';
import {
  BUNDLES_DIR_NAME,
  shippedBundleFiles,
  sparqlEnginePackage,
  sparqlEngineShippedFiles,
} from '../../layers/core/src/features/ontologies/shipped-files.ts';
import { explorerPackage, explorerShippedFiles } from '../../layers/core/src/features/ops/explorer-files.ts';
import { spreadsheetPackage, spreadsheetShippedFiles } from '../../layers/core/src/features/views/shipped-files.ts';
import { outboundPackage, outboundShippedFiles } from '../../layers/core/src/platform/net/shipped-files.ts';
import { truststorePackage, truststoreShippedFiles } from '../../layers/core/src/platform/plugins/shipped-files.ts';
import { repoPath } from '../lib/paths.ts';
import type { DataFiles, PackageFiles } from '../lib/svc-function.ts';

/** What one function ships beside its bundle: packages read at run time, and data folders. */
export interface ShippedFiles {
  readonly packageFiles: readonly PackageFiles[];
  readonly dataFiles?: readonly DataFiles[];
}

/**
 * The shipped files of each function, by function id. Read at run time from beside the bundle,
 * not bundled: the API explorer's Swagger UI (1.9 MB); Oxigraph (its glue loads a 3 MB WASM file
 * from its own folder) and the ontology bundles (2 MB). Lists the installed packages' files, so
 * it is called when the stack is built, not when the module loads.
 */
export function shippedFiles(): (fnId: string) => ShippedFiles {
  const packageFiles: Readonly<Record<string, readonly PackageFiles[]>> = {
    ops: [{ name: explorerPackage, files: explorerShippedFiles }],
    semantic: [{ name: sparqlEnginePackage, files: sparqlEngineShippedFiles }],
    // JSONata, required by path in the mapping sandbox's child process; exceljs's self-contained build (spreadsheet export).
    templates: [
      { name: mappingEnginePackage, files: mappingEngineShippedFiles },
      { name: spreadsheetPackage, files: spreadsheetShippedFiles },
    ],
  };
  // Every function: node-forge, for a PKCS#12 plugin-signing truststore (loaded only when one is configured);
  // undici, for the outbound guard's connections (loaded on the first outbound call).
  const everyFunction: readonly PackageFiles[] = [
    { name: truststorePackage, files: truststoreShippedFiles() },
    { name: outboundPackage, files: outboundShippedFiles() },
  ];
  const ontologiesDir = repoPath('layers', 'core', BUNDLES_DIR_NAME);
  const dataFiles: Readonly<Record<string, readonly DataFiles[]>> = {
    semantic: [{ from: ontologiesDir, to: BUNDLES_DIR_NAME, files: shippedBundleFiles(ontologiesDir) }],
  };
  return (fnId) => {
    const data = dataFiles[fnId];
    return { packageFiles: [...everyFunction, ...(packageFiles[fnId] ?? [])], ...(data ? { dataFiles: data } : {}) };
  };
}
