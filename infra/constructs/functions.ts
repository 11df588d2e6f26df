import { Duration, type Stack } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NagSuppressions } from 'cdk-nag';
import { fallbackGroup, routes } from '../../layers/core/src/app/routes.ts';
import {
  consumerQueues,
  functionMemoryMb,
  type QueueId,
  schedules,
} from '../../layers/core/src/platform/resources/definitions.ts';
import { pascal } from '../lib/paths.ts';
import type { DeploySettings } from '../lib/settings.ts';
import { SvcFunction } from '../lib/svc-function.ts';
import type { DataStores } from './data-stores.ts';
import { applyGrants } from './function-grants.ts';
import { shippedFiles } from './function-files.ts';
import type { FunctionLayers } from './layers.ts';
import type { Secrets } from './secrets.ts';

/** HTTP functions stay under API Gateway's 30 s integration limit. */
const HTTP_TIMEOUT = Duration.seconds(29);

/** The endpoint groups of the route table, plus the fallback group that answers unmatched requests. */
export const endpointGroups: readonly string[] = [...new Set<string>([...routes.map((r) => r.group), fallbackGroup])];

export interface FunctionsProps {
  readonly settings: DeploySettings;
  readonly environment: Readonly<Record<string, string>>;
  readonly layers: FunctionLayers;
  readonly stores: DataStores;
  readonly secrets: Secrets;
}

/**
 * Every function, by id: one per endpoint group (with the plugins layer), the authorizer, one per
 * schedule, and one worker per consumer queue (with the plugins layer and its SQS event source).
 * Each gets its grants from infra/lib/grants.ts. In the stack's scope, so their logical ids stay
 * those of the deployed stack.
 */
export function createFunctions(stack: Stack, props: FunctionsProps): Readonly<Record<string, SvcFunction>> {
  const { settings, environment, layers, stores, secrets } = props;
  const filesOf = shippedFiles();
  const functions: Record<string, SvcFunction> = {};
  const addFunction = (fnId: string, description: string, memorySize: number, timeout: Duration, tmpMiB?: number) => {
    const media = layers.media?.users.has(fnId) ? layers.media : undefined;
    const f = new SvcFunction(stack, `${pascal(fnId)}Fn`, {
      functionId: fnId,
      description,
      memorySize,
      timeout,
      logRetention: settings.logRetention,
      environment: media ? { ...environment, ...media.environment } : environment,
      ...(tmpMiB ? { tmpMiB } : {}),
      ...filesOf(fnId),
    });
    if (media) f.fn.addLayers(media.layer);
    applyGrants(fnId, f, stores, secrets);
    NagSuppressions.addResourceSuppressions(f.fn, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'Pinned to nodejs22.x on purpose: the bundles target node22 and the runtime is upgraded deliberately, together with the esbuild target, not by a linter',
      },
    ]);
    functions[fnId] = f;
    return f;
  };

  for (const group of endpointGroups) {
    const count = routes.filter((r) => r.group === group).length;
    addFunction(
      group,
      `svc ${group} endpoint group (${count} routes)`,
      functionMemoryMb.endpoint,
      HTTP_TIMEOUT,
    ).fn.addLayers(layers.plugins);
  }
  addFunction(
    'authorizer',
    'svc HTTP API Lambda authorizer (simple responses, always allows, describes the caller)',
    functionMemoryMb.authorizer,
    Duration.seconds(10),
  );
  for (const s of schedules)
    addFunction(s.id, `svc scheduled job: ${s.purpose}`.slice(0, 256), functionMemoryMb.schedule, Duration.minutes(15));
  // Queue workers: one function per consumer; failed records return alone (partial batch responses).
  for (const q of consumerQueues) {
    // Lambda requires the queue's visibility timeout to cover the function timeout.
    const timeout = Duration.seconds(Math.min(q.visibilityTimeoutSeconds - 60, 600));
    const worker = addFunction(
      q.consumer,
      `svc worker: ${q.purpose}`.slice(0, 256),
      functionMemoryMb.worker,
      timeout,
      q.consumerTmpMiB,
    );
    // Workers see the same plugins as the HTTP functions (a drop-in storage adapter, for one).
    worker.fn.addLayers(layers.plugins);
    worker.fn.addEventSource(
      new SqsEventSource(stores.queues[q.id as QueueId].queue, {
        batchSize: 1,
        reportBatchItemFailures: true,
        // Bounds the load a backlog puts on Neo4j and the storage backends.
        maxConcurrency: 10,
      }),
    );
  }
  return functions;
}
