import type { z } from 'zod';
import { EXIT_ERROR, EXIT_OK } from '../errors.ts';
import { formatTable } from '../output.ts';
import type { BuiltinGroup } from '../runtime.ts';
import { rebuildResult } from '../../../layers/core/src/features/hdf/wire.ts';

/** The server's own wire shape. */
export const rebuildResultSchema = rebuildResult;
export type RebuildResult = z.output<typeof rebuildResultSchema>;

export function rebuildText(r: RebuildResult): string {
  const head = `Containers processed: ${r.containersProcessed}, synced: ${r.containersSynced}, errors: ${r.errors.length}`;
  if (r.errors.length === 0) return head;
  return `${head}\n${formatTable<RebuildResult['errors'][number]>(
    [
      { header: 'appId', value: (e) => e.appId },
      { header: 'reason', value: (e) => e.reason },
    ],
    r.errors,
  )}`;
}

export const hdfGroup: BuiltinGroup = {
  name: 'hdf',
  description: 'HDF5 containers on the HSDS sidecar',
  register(group, rt) {
    group
      .command('rebuild-acls')
      .description(
        "Recompute every HDF container's sidecar ACLs from the graph (POST /v2/admin/hdf/rebuild-acls); exit 1 when any container errors",
      )
      .action(
        rt.action(async ({ client, out }) => {
          const result = await client().json('POST', '/v2/admin/hdf/rebuild-acls', rebuildResultSchema);
          out.result(result, () => rebuildText(result));
          return result.errors.length === 0 ? EXIT_OK : EXIT_ERROR;
        }),
      );
  },
};
