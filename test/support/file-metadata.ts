import {
  CreateQueueCommand,
  DeleteQueueCommand,
  ReceiveMessageCommand,
  SQSClient,
  type Message,
} from '@aws-sdk/client-sqs';
import { randomBytes } from 'node:crypto';
import { awsEndpoint, localAwsCredentials } from '../../localstack/src/local-env.ts';
import { startExtraGateway } from './extra-gateway.ts';
import { useLocalCore } from './local-core.ts';
import { call, type Reply } from './local.ts';
import { freePort } from './private-services.ts';

/**
 * The upload-metadata plugins (fileformat-cad, video) end to end: a gateway whose `file-metadata`
 * queue is a private one, the queued messages read back here and handed to the worker's handler in
 * this process. The integration files share one process, so the worker's environment goes back
 * when the next run starts and on `close`.
 */
export interface MetadataHarness {
  readonly gw: { url: string; stop: () => void };
  at<T = unknown>(
    method: string,
    path: string,
    headers: Record<string, string>,
    init?: { body?: unknown; raw?: Buffer; contentType?: string },
  ): Promise<Reply<T>>;
  /** Receives until `expected` messages arrived (or ten empty-handed polls). */
  drain(expected: number): Promise<Message[]>;
  /** The worker's handler on these messages, with `env` over the gateway's; the failed message ids. */
  runWorker(messages: readonly Message[], env?: Record<string, string>): Promise<string[]>;
  /** Puts back the environment the last worker run changed. */
  restoreEnv(): void;
  close(): Promise<void>;
}

export async function startMetadataHarness(env: Record<string, string>): Promise<MetadataHarness> {
  const sqs = new SQSClient({ region: 'us-east-1', endpoint: awsEndpoint, credentials: localAwsCredentials });
  const queueUrl =
    (await sqs.send(new CreateQueueCommand({ QueueName: `svc-local-file-metadata-${randomBytes(4).toString('hex')}` })))
      .QueueUrl ?? '';
  const gatewayEnv = { ...env, SVC_QUEUE_FILE_METADATA_URL: queueUrl };
  const gw = await startExtraGateway(await freePort(), { ...gatewayEnv, SVC_AWS_CALL_LOG: '' });
  let restoreEnv: () => void = () => {};
  return {
    gw,
    at: (method, path, headers, init = {}) =>
      call(method, path, {
        base: gw.url,
        headers: { ...headers, ...(init.contentType ? { 'content-type': init.contentType } : {}) },
        ...(init.body !== undefined ? { body: init.body } : {}),
        ...(init.raw ? { raw: init.raw } : {}),
      }),
    drain: async (expected) => {
      const out: Message[] = [];
      for (let i = 0; i < 10 && out.length < expected; i++) {
        const r = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: 10,
            WaitTimeSeconds: 1,
            AttributeNames: ['All'],
          }),
        );
        out.push(...(r.Messages ?? []));
      }
      return out;
    },
    runWorker: async (messages, extra = {}) => {
      restoreEnv();
      restoreEnv = useLocalCore({ ...gatewayEnv, ...extra });
      const { handler } = await import('../../functions/file-metadata/handler.ts');
      const out = await handler(
        {
          Records: messages.map((m) => ({
            messageId: m.MessageId ?? '',
            receiptHandle: m.ReceiptHandle ?? '',
            body: m.Body ?? '',
            attributes: { ApproximateReceiveCount: '1' },
          })),
        } as never,
        { getRemainingTimeInMillis: () => 600_000 } as never,
      );
      return out.batchItemFailures.map((f) => f.itemIdentifier);
    },
    restoreEnv: () => {
      restoreEnv();
      restoreEnv = () => {};
    },
    close: async () => {
      restoreEnv();
      restoreEnv = () => {};
      gw.stop();
      await sqs.send(new DeleteQueueCommand({ QueueUrl: queueUrl })).catch(() => undefined);
      sqs.destroy();
    },
  };
}
