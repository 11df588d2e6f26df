import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoPath } from '../../infra/lib/paths.ts';
import { SvcStack } from '../../infra/stacks/svc-stack.ts';

const neo4jArn = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:svc/neo4j-AbC123';
const hdfArn = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:svc/hsds-XyZ789';

// One synthesis, with bundling skipped (`aws:cdk:bundling-stacks: []`): only wiring is checked here.
let template: Template;
let env: Record<string, unknown>;
beforeAll(() => {
  const cdkJson = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({
    context: {
      ...cdkJson.context,
      'aws:cdk:bundling-stacks': [],
      neo4jSecretArn: neo4jArn,
      'svc.hdf.secret-arn': hdfArn,
      'svc.storage.provider': 's3',
      'svc.hdf.enabled': 'true',
      frontendOrigin: 'https://app.example.org',
    },
  });
  const stack = new SvcStack(app, 'SvcImported');
  template = Template.fromStack(stack);
  const fn = Object.values(template.findResources('AWS::Lambda::Function'))[0] as {
    Properties: { Environment: { Variables: Record<string, unknown> } };
  };
  env = fn.Properties.Environment.Variables;
}, 120_000);

describe('imported secrets and operator context', () => {
  it('creates only the signing secret when Neo4j and HDF secrets are imported', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 1);
    expect(env['SVC_NEO4J_SECRET_ARN']).toBe(neo4jArn);
    expect(env['SVC_HDF_SECRET_ARN']).toBe(hdfArn);
  });

  it('grants read on the exact imported ARNs', () => {
    const resources = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(resources).toContain(`"${neo4jArn}"`);
    expect(resources).toContain(`"${hdfArn}"`);
    expect(resources).not.toContain('neo4j-AbC123-??????');
  });

  it('passes operator keys to the functions and the origin to the bucket CORS rule', () => {
    expect(env).toMatchObject({
      SVC_STORAGE_PROVIDER: 's3',
      SVC_HDF_ENABLED: 'true',
      SVC_FRONTEND_ORIGIN: 'https://app.example.org',
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://app.example.org'] })] },
    });
  });
});
