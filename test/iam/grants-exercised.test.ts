import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buckets, physicalName, queues, tables } from '../../layers/core/src/platform/resources/definitions.ts';
import { AWS_CALL_LOG_ENV, type RecordedCall } from '../../layers/core/src/platform/observability/aws-calls.ts';
import { repoPath } from '../../infra/lib/paths.ts';
import { SvcStack } from '../../infra/stacks/svc-stack.ts';
import { RESOURCE_PREFIX } from '../../localstack/src/local-env.ts';
import { stateDir } from '../../localstack/src/paths.ts';
import { checkRecording, grantsByFunction, readRecording, type Grant, type Resolver } from '../support/iam-grants.ts';

/**
 * IAM grants proven rather than assumed: every AWS call the functions made during the
 * integration suite (recorded by the local gateway that `svc-local test` starts with
 * SVC_AWS_CALL_LOG) must be allowed by the policies the stack attaches to that function's role.
 * `svc-local test` runs this project after the main run; with no recording it skips.
 */
const recordingFile = process.env[AWS_CALL_LOG_ENV] || join(stateDir, 'aws-calls.jsonl');
const calls = readRecording(recordingFile);
const local = { region: 'us-east-1', account: '000000000000', stackName: RESOURCE_PREFIX } as const;

let grants: Map<string, Grant[]>;

beforeAll(() => {
  const cdkJson = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  // No stack is bundled: the policies do not depend on the function code, and esbuild would cost a minute.
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new SvcStack(app, 'SvcIamCheck');
  const id = (c: IConstruct) => Stack.of(c).getLogicalId(c.node.defaultChild as CfnElement);
  const arn = (service: string, resource: string) => `arn:aws:${service}:${local.region}:${local.account}:${resource}`;
  const named = (rid: string) => physicalName(RESOURCE_PREFIX, rid);
  const resolver: Resolver = {
    arns: {
      ...Object.fromEntries(tables.map((t) => [id(stack.tables[t.id]), arn('dynamodb', `table/${named(t.id)}`)])),
      ...Object.fromEntries(buckets.map((b) => [id(stack.buckets[b.id]), `arn:aws:s3:::${named(b.id)}`])),
      ...Object.fromEntries(
        queues.flatMap((q) => [
          [id(stack.queues[q.id].queue), arn('sqs', named(q.id))],
          [id(stack.queues[q.id].dlq), arn('sqs', `${named(q.id)}-dlq`)],
        ]),
      ),
    },
    // A secret's Ref is its ARN.
    refs: Object.fromEntries(
      Object.entries(stack.secrets).map(([sid, s]) => [id(s), arn('secretsmanager', `secret:${named(sid)}`)]),
    ),
  };
  grants = grantsByFunction(
    Template.fromStack(stack).toJSON() as Parameters<typeof grantsByFunction>[0],
    resolver,
    local,
  );
}, 120_000);

/** Tests that provision a fresh copy of a table from its definition (`svc-test-<id>-<8 hex>`) stand for that table. */
const freshCopies = (resource: string) =>
  resource.replace(/^table\/svc-test-([a-z-]+)-[0-9a-f]{8}(?=$|\/)/, `table/${RESOURCE_PREFIX}-$1`);

const show = (c: RecordedCall) => `${c.action} on ${c.resource}${c.via ? ` (SDK ${c.via})` : ''}`;

// `svc-local test` runs this project only after integration tests passed with the recording on:
// an empty recording then means the recording broke, not that there is nothing to check.
it('has a recording to check', () => {
  expect(calls.length, `no AWS calls recorded in ${recordingFile}`).toBeGreaterThan(0);
});

describe.skipIf(calls.length === 0)(`AWS calls recorded in ${recordingFile}`, () => {
  const functions = [...new Set(calls.map((c) => c.fn).filter(Boolean))].sort();

  it.each(functions)('%s: its role allows every call it made', (fn) => {
    expect(grants.has(fn), `no function ${fn} in the stack`).toBe(true);
    const { denied } = checkRecording(
      calls.filter((c) => c.fn === fn),
      grants,
      local,
      freshCopies,
    );
    expect(
      denied.map(show),
      `not granted to ${fn} (declare them in its feature's manifest, infra/lib/grants.ts)`,
    ).toEqual([]);
  });

  it('lists the grants that no test exercised (a report, not a failure)', () => {
    const { unexercised, unattributed } = checkRecording(calls, grants, local, freshCopies);
    const lines = [...unexercised]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([fn, gs]) => {
        const byResource = new Map<string, string[]>();
        for (const g of gs) {
          const r = g.resource.replace(/^arn:aws:[a-z0-9]+:[^:]*:[^:]*:/, '');
          byResource.set(r, [...(byResource.get(r) ?? []), g.action]);
        }
        return [`  ${fn}`, ...[...byResource].map(([r, actions]) => `    ${r}: ${actions.join(' ')}`)];
      });
    console.log(
      [
        `IAM check: ${calls.length - unattributed.length} recorded (function, action, resource) calls of ${functions.length} functions, all granted.`,
        ...(unattributed.length
          ? [
              `  not checked: ${unattributed.length} calls outside any function invocation (test code in the test process): ${[...new Set(unattributed.map((c) => c.action))].sort().join(' ')}`,
            ]
          : []),
        'Granted but not exercised by any test (logs/X-Ray omitted):',
        ...lines,
      ].join('\n'),
    );
  });
});

describe('the IAM check itself', () => {
  it('fails a call the function is not granted, and passes one it is (synthetic recording)', () => {
    const t = (name: string) => `table/${physicalName(RESOURCE_PREFIX, name)}`;
    const files = physicalName(RESOURCE_PREFIX, 'files');
    const recorded: RecordedCall[] = [
      { fn: 'provenance-prune', action: 'dynamodb:Query', resource: t('provenance') },
      { fn: 'provenance-prune', action: 'dynamodb:PutItem', resource: t('provenance') },
      { fn: 'provenance-prune', action: 'dynamodb:GetItem', resource: t('config') },
      { fn: 'legacy-files', action: 's3:GetObject', resource: `${files}/exports/*` },
      { fn: 'admin', action: 's3:GetObject', resource: `${files}/*/*` },
      { fn: 'ops', action: 's3:GetObject', resource: `${files}/*/*` },
      { fn: 'no-such-function', action: 'dynamodb:GetItem', resource: t('config') },
    ];
    const { denied } = checkRecording(recorded, grants, local);
    expect(denied.map((c) => `${c.fn} ${c.action} ${c.resource}`)).toEqual([
      `provenance-prune dynamodb:PutItem ${t('provenance')}`,
      `provenance-prune dynamodb:GetItem ${t('config')}`,
      `ops s3:GetObject ${files}/*/*`,
      `no-such-function dynamodb:GetItem ${t('config')}`,
    ]);
  });
});
