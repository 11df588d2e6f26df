import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEnv, queues } from '../../layers/core/src/platform/resources/definitions.ts';
import { repoRoot, stateDir } from '../../localstack/src/paths.ts';
import { localQueueUrl } from '../../localstack/src/local-env.ts';
import { startExtraGateway } from '../support/extra-gateway.ts';
import { fuzzFailures, prepareFuzzer, runFuzzer } from '../support/fuzz.ts';
import {
  freePort,
  privateDynamo,
  privateMoto,
  privateNeo4j,
  privateS3,
  provisionPrivate,
  type PrivateService,
} from '../support/private-services.ts';

/**
 * Issue 33: the fuzzer reaches the instance switches too. The operations the suite's run leaves out
 * because they change instance-wide state (test/fuzz/schemathesis.toml) are fuzzed here, every check
 * on, against a private gateway on private Neo4j, DynamoDB Local, S3Proxy (the s3 adapter, so a
 * migration has somewhere to go) and moto (SQS): nothing they switch reaches the shared cloud.
 */
const SWITCHES = [
  'patchLegacyV1Config',
  'patchPlugin',
  'startFileMigration',
  'rollbackFileMigration',
  'patchSemanticConfig',
  'disableOntology',
  'refreshOntologies',
];

const reportDir = join(stateDir, 'fuzz');
const services: PrivateService[] = [];
let gw: { url: string; stop: () => void } | undefined;
let key = '';

beforeAll(async () => {
  mkdirSync(reportDir, { recursive: true });
  const [, neo4j, dynamo, s3, moto] = await Promise.all([
    prepareFuzzer(join(reportDir, 'install.log')),
    privateNeo4j(),
    privateDynamo(),
    privateS3(),
    privateMoto(),
  ]);
  services.push(neo4j, dynamo, s3, moto);
  const env = {
    SVC_NEO4J_URI: neo4j.url,
    SVC_AWS_DYNAMODB_ENDPOINT: dynamo.url,
    SVC_FILES_S3_ENDPOINT: s3.url,
    SVC_AWS_ENDPOINT: moto.url,
    ...Object.fromEntries(queues.map((q) => [queueEnv(q.id), localQueueUrl(q.id, moto.url)])),
  };
  [key = ''] = await provisionPrivate(env);
  gw = await startExtraGateway(await freePort(), env);
}, 300_000);

afterAll(async () => {
  gw?.stop();
  await Promise.all(services.map((s) => s.remove()));
}, 120_000);

describe('the instance switches (schemathesis, on a private stack)', () => {
  it('as its instance admin: no server error, no mismatch with the document, no valid request refused', async () => {
    const r = await runFuzzer({
      base: gw?.url ?? '',
      key,
      config: join(repoRoot, 'test', 'fuzz', 'switches.toml'),
      seed: '20261127',
      report: join(reportDir, 'switches.xml'),
      args: ['--include-operation-id-regex', `^(${SWITCHES.join('|')})$`],
    });
    writeFileSync(join(reportDir, 'switches.log'), r.output);
    expect(r.code, fuzzFailures(r.output)).toBe(0);
    // Every switch was fuzzed (a filter that matched nothing would pass vacuously): one test case each.
    const report = readFileSync(join(reportDir, 'switches.xml'), 'utf8');
    expect(report.match(/<testcase /g) ?? []).toHaveLength(SWITCHES.length);
  }, 600_000);
});
