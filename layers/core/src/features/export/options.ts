import * as z from 'zod';

/**
 * What an export contains. The legacy export is upstream's layout (no permissions documents, every
 * payload); the `/v2` body may leave out the permissions documents or payload kinds, and an
 * omitted body means everything with no redaction. Timeseries payloads are the referenced points
 * as CSV; structured-data payloads the referenced documents as stored; spatial payloads the
 * points of the reference's stored read.
 */
const payloadKinds = z.strictObject({
  files: z.boolean().default(true).describe('File payloads of file references (default true)'),
  timeseries: z
    .boolean()
    .default(true)
    .describe('The points of timeseries references, one <referenceId>.timeseries.csv each (ROW layout; default true)'),
  structuredData: z
    .boolean()
    .default(true)
    .describe(
      'The documents of structured-data references, one <oid>.json each, the stored text exactly (default true)',
    ),
  spatialData: z
    .boolean()
    .default(true)
    .describe(
      "The points of spatial data references, one <referenceId>.spatial.json each, as the reference's payload answers them (default true)",
    ),
});

export const exportOptionsBody = z.strictObject({
  includePermissions: z
    .boolean()
    .default(true)
    .describe(
      'Write <id>.permissions.json for the Collection and the included file containers (default true; only where the caller may manage them)',
    ),
  payloads: payloadKinds.prefault({}).describe('Payload kinds to include; an omitted kind is included'),
});

export type ExportOptions = z.output<typeof exportOptionsBody>;

export const EVERYTHING: ExportOptions = {
  includePermissions: true,
  payloads: { files: true, timeseries: true, structuredData: true, spatialData: true },
};

/** Upstream's legacy export: metadata and payloads, no permissions documents. */
export const LEGACY_LAYOUT: ExportOptions = { ...EVERYTHING, includePermissions: false };

export const exportUrlResponse = z.object({
  downloadUrl: z.string().describe('Presigned GET (signature in the query string, no headers needed)'),
  fileName: z.string(),
  expiresAt: z.string().describe('ISO 8601, 30 minutes after issue'),
});
