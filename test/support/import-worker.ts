// Runs the import worker once, in its own process (a Lambda invocation that a test can SIGKILL):
// the SQS event is read from the file named by argv[2], the invocation's time budget in ms is
// argv[3] (default 600000); the batch response is printed.
import { readFileSync } from 'node:fs';
import type { SQSEvent } from 'aws-lambda';
import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { localEnvironment } from '../../localstack/src/local-env.ts';
import { lambdaContext } from '../../localstack/src/gateway/functions.ts';

Object.assign(process.env, localEnvironment(ensureLocalSecrets()), { LOG_LEVEL: 'ERROR' });
const event = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as SQSEvent;
const { handler } = (await import('../../functions/import-worker/handler.ts')) as {
  handler: (e: SQSEvent, c: ReturnType<typeof lambdaContext>) => Promise<unknown>;
};
console.log(JSON.stringify(await handler(event, lambdaContext('import-worker', Number(process.argv[3] ?? '600000')))));
process.exit(0);
