// Runs the file-migration worker once, in its own process (a Lambda invocation that a test can
// SIGKILL): the SQS event is read from the file named by argv[2]; the batch response is printed.
import { readFileSync } from 'node:fs';
import type { SQSEvent } from 'aws-lambda';
import { ensureLocalSecrets } from '../../localstack/src/local-secrets.ts';
import { localEnvironment } from '../../localstack/src/local-env.ts';
import { lambdaContext } from '../../localstack/src/gateway/functions.ts';

Object.assign(process.env, localEnvironment(ensureLocalSecrets()), { LOG_LEVEL: 'ERROR' });
const event = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as SQSEvent;
const { handler } = (await import('../../functions/file-migration/handler.ts')) as {
  handler: (e: SQSEvent, c: ReturnType<typeof lambdaContext>) => Promise<unknown>;
};
console.log(JSON.stringify(await handler(event, lambdaContext('file-migration', 600_000))));
process.exit(0);
