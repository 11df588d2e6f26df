import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { consumerQueues, schedules, type QueueDef } from '../../../layers/core/src/platform/resources/definitions.ts';
import { awsEndpoint, localAwsCredentials, localQueueUrl } from '../local-env.ts';
import { invoke } from './functions.ts';

/**
 * The event sources AWS would run: SQS pollers for queues that have a consumer function, and
 * the EventBridge schedules on a timer (moto neither polls nor fires rules).
 */
export function startQueuePollers(signal: AbortSignal): string[] {
  const sqs = new SQSClient({ region: 'us-east-1', endpoint: awsEndpoint, credentials: localAwsCredentials });
  return consumerQueues.map((q) => {
    void pollLoop(sqs, q, q.consumer, signal);
    return `${q.id} → ${q.consumer}`;
  });
}

async function pollLoop(sqs: SQSClient, q: QueueDef, fn: string, signal: AbortSignal): Promise<void> {
  const QueueUrl = localQueueUrl(q.id);
  while (!signal.aborted) {
    try {
      const r = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl,
          MaxNumberOfMessages: 10,
          WaitTimeSeconds: 1,
          VisibilityTimeout: q.visibilityTimeoutSeconds,
          AttributeNames: ['All'],
        }),
      );
      const messages = r.Messages ?? [];
      if (messages.length === 0) continue;
      const event: SQSEvent = {
        Records: messages.map((m) => ({
          messageId: m.MessageId ?? '',
          receiptHandle: m.ReceiptHandle ?? '',
          body: m.Body ?? '',
          attributes: (m.Attributes ?? {}) as never,
          messageAttributes: {},
          md5OfBody: m.MD5OfBody ?? '',
          eventSource: 'aws:sqs',
          eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${q.id}`,
          awsRegion: 'us-east-1',
        })),
      };
      let failed = new Set<string>();
      try {
        const out = (await invoke(fn, event, q.visibilityTimeoutSeconds * 1000)) as SQSBatchResponse | undefined;
        failed = new Set((out?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
      } catch (err) {
        console.error(
          `local gateway: worker ${fn} failed; messages return to ${q.id} after the visibility timeout`,
          err,
        );
        continue;
      }
      const done = messages.filter((m) => !failed.has(m.MessageId ?? ''));
      if (done.length) {
        await sqs.send(
          new DeleteMessageBatchCommand({
            QueueUrl,
            Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle ?? '' })),
          }),
        );
      }
    } catch (err) {
      if (!signal.aborted) {
        console.error(`local gateway: polling ${q.id} failed`, err);
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
  }
}

/** Runs a schedule's target now (timer and on-demand). */
export async function runSchedule(id: string): Promise<unknown> {
  const s = schedules.find((x) => x.id === id);
  if (!s) throw new Error(`unknown schedule ${id}`);
  return invoke(
    s.id,
    { source: 'aws.events', 'detail-type': 'Scheduled Event', time: new Date().toISOString(), detail: {} },
    15 * 60_000,
  );
}

export function startScheduleTimers(signal: AbortSignal): string[] {
  return schedules.map((s) => {
    const t = setInterval(() => {
      runSchedule(s.id).catch((err: unknown) => console.error(`local gateway: schedule ${s.id} failed`, err));
    }, s.localIntervalSeconds * 1000);
    t.unref();
    signal.addEventListener('abort', () => clearInterval(t));
    return `${s.id} every ${s.localIntervalSeconds}s (AWS: ${s.cron})`;
  });
}
