import type { EndpointGroup } from '../../layers/core/src/http/route-types.ts';
import { schedules, tables, type TableId } from '../../layers/core/src/resources/definitions.ts';

/**
 * Least-privilege grants, one line per function. A new endpoint group or schedule does not
 * synthesize until it has a line here (the `satisfies` below makes it a type error, and the
 * stack repeats the check at synth time for data-only additions).
 *
 * Table access levels (actions are listed in `tableActions`):
 * - `describe`: DescribeTable only (readiness: "the table is provisioned");
 * - `append`:   PutItem / BatchWriteItem (provenance capture: every authenticated write is recorded);
 * - `read`:     item and query reads, on the table and its indexes;
 * - `readWrite`: `read` plus item writes and deletes;
 * - `prune`:    `read` plus DeleteItem / BatchWriteItem (retention jobs).
 */
export type TableAccess = 'describe' | 'append' | 'read' | 'readWrite' | 'prune';
export type SecretId = 'neo4j' | 'hdf' | 'signing';
export type ScheduleId = (typeof schedules)[number]['id'];
export type FunctionId = EndpointGroup | ScheduleId | 'authorizer';

export interface FunctionGrants {
  /** Secrets the function reads (GetSecretValue + DescribeSecret on that one secret). */
  readonly secrets?: readonly SecretId[];
  readonly tables?: Partial<Record<TableId, readonly TableAccess[]>>;
}

/** Every HTTP function captures provenance of authenticated writes. */
const provenanceCapture = { provenance: ['append'] } as const;
/** Every HTTP function reads plugin overrides and configuration singletons (plugins gate themselves). */
const pluginToggles = { config: ['read'] } as const;
/** `describe` on every table of definitions.ts, so readiness covers tables added later. */
const describeAll = Object.fromEntries(tables.map((t) => [t.id, ['describe']])) as Partial<Record<TableId, readonly TableAccess[]>>;

export const functionGrants = {
  authorizer: { secrets: ['neo4j', 'signing'] },
  ops: { secrets: ['neo4j', 'hdf'], tables: { ...describeAll, provenance: ['describe', 'append'], config: ['describe', 'read'] } },
  admin: { tables: { ...provenanceCapture, config: ['readWrite'] } },
  legacy: { secrets: ['neo4j', 'signing'], tables: { ...provenanceCapture, ...pluginToggles } },
  'legacy-users': { secrets: ['neo4j'], tables: { ...provenanceCapture, ...pluginToggles } },
  'legacy-refs': { secrets: ['neo4j'], tables: { ...provenanceCapture, ...pluginToggles } },
  'legacy-search': { secrets: ['neo4j'], tables: { ...provenanceCapture, ...pluginToggles } },
  'legacy-semantic': { secrets: ['neo4j'], tables: { ...provenanceCapture, ...pluginToggles } },
  // dbfs chunks live in `payloads`; S3 bucket grants arrive with the s3 adapter's use in the files work.
  'legacy-files': { secrets: ['neo4j'], tables: { ...provenanceCapture, ...pluginToggles, payloads: ['readWrite'] } },
  plugins: { secrets: ['neo4j'], tables: { ...provenanceCapture, ...pluginToggles } },
  provenance: { secrets: ['neo4j'], tables: { provenance: ['read', 'append'], ...pluginToggles } },
  'provenance-prune': { tables: { provenance: ['prune'] } },
} as const satisfies Record<FunctionId, FunctionGrants>;

const read = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:ConditionCheckItem', 'dynamodb:DescribeTable'];

/** Actions per access level: on the table itself, and on each of its GSIs (query-only). */
export const tableActions: Readonly<Record<TableAccess, { readonly table: readonly string[]; readonly indexes: readonly string[] }>> = {
  describe: { table: ['dynamodb:DescribeTable'], indexes: [] },
  append: { table: ['dynamodb:PutItem', 'dynamodb:BatchWriteItem'], indexes: [] },
  read: { table: read, indexes: ['dynamodb:Query', 'dynamodb:Scan'] },
  readWrite: {
    table: [...read, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
    indexes: ['dynamodb:Query', 'dynamodb:Scan'],
  },
  prune: { table: [...read, 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'], indexes: ['dynamodb:Query', 'dynamodb:Scan'] },
};

export function grantsFor(id: string): FunctionGrants {
  const g = (functionGrants as Readonly<Record<string, FunctionGrants>>)[id];
  if (!g) throw new Error(`No grants for function "${id}": add a line to functionGrants in infra/lib/grants.ts`);
  return g;
}
