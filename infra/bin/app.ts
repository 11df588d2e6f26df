import { App, Aspects, Tags } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { SettingsError } from '../lib/settings.ts';
import { SvcStack } from '../stacks/svc-stack.ts';

/**
 * `npx cdk synth` (cdk.json: `npx tsx infra/bin/app.ts`). Environment-agnostic: no account,
 * region, lookups or network. Deploy-time settings come from context, see infra/lib/settings.ts;
 * `-c stackName=...` deploys a second instance side by side, `-c nag=false` skips cdk-nag.
 */
const app = new App();
try {
  const stackName = String(app.node.tryGetContext('stackName') ?? 'Svc');
  const stack = new SvcStack(app, stackName, {
    description: 'svc: serverless research-data service (HTTP API, Lambda, DynamoDB, SQS, S3)',
  });
  Tags.of(app).add('project', 'svc');
  if (stack.settings.nag) Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  app.synth();
} catch (e) {
  if (!(e instanceof SettingsError)) throw e;
  console.error(e.message);
  process.exitCode = 1;
}
