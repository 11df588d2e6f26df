import type { RouteDef } from '../kernel/route-types.ts';
import type { ResourceGrants, WorkerId } from './resources/grants.ts';

/** An idempotent data upgrade of the graph, run once after the statements (its name enters the schema fingerprint). */
export interface GraphUpgrade {
  readonly name: string;
  readonly run: () => Promise<unknown>;
}

/**
 * A feature's graph declarations, in its own small graph.ts so that app/graph-schema.ts, which
 * every graph-using function bundles, does not pull in route rows and wire shapes.
 */
export interface FeatureGraph {
  /** Constraints and indexes, each IF NOT EXISTS. */
  readonly statements?: readonly string[];
  /** Idempotent data upgrades, run in order after the statements. */
  readonly upgrades?: readonly GraphUpgrade[];
  /** Relationship types to nodes that live and die with an entity (deleted with it). */
  readonly ownedEdges?: readonly string[];
}

/**
 * What a capability brings to the application: read by app/ (the route table, the graph schema,
 * the owned-edge and gated-kind registries) and by infra/ (IAM grants). A capability is one folder
 * under features/ with this manifest as its index.ts; app/features.ts says what else adding one takes.
 */
export interface FeatureManifest {
  readonly name: string;
  /** Route rows, by list; app/routes.ts places each list in the route table. */
  readonly routes: Readonly<Record<string, readonly RouteDef[]>>;
  /** Its graph declarations, kept in the feature's light graph.ts (see FeatureGraph). */
  readonly graph?: FeatureGraph;
  /** Labels of the entity kinds of this capability that carry an access-control list. */
  readonly gatedKinds?: readonly string[];
  /** What the functions serving this feature's rows call (IAM grants derive from it). */
  readonly aws?: ResourceGrants;
  /** The feature's scheduled jobs and queue consumers, with what each calls. */
  readonly workers?: Partial<Record<WorkerId, ResourceGrants>>;
}
