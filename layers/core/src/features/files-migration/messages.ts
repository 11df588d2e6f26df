import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { queueUrl, sqsClient } from '../../platform/aws/clients.ts';

/**
 * The two kinds of `file-migration` queue message. A `plan` message pages through the selection
 * and enqueues `files` messages (the HTTP start only writes the run and one plan message, so its
 * latency does not grow with the number of files); a `files` message carries a small batch of
 * files of one container.
 */
export const FILES_PER_MESSAGE = 5;

export const planMessage = z.object({ kind: z.literal('plan'), runId: z.string().min(1) });
export const filesMessage = z.object({
  kind: z.literal('files'),
  runId: z.string().min(1),
  containerId: z.number().int(),
  appIds: z.array(z.string().min(1)).min(1).max(FILES_PER_MESSAGE),
});
export const migrationMessage = z.discriminatedUnion('kind', [planMessage, filesMessage]);
export type PlanMessage = z.output<typeof planMessage>;
export type FilesMessage = z.output<typeof filesMessage>;
export type MigrationMessage = z.output<typeof migrationMessage>;

function url(): string {
  const u = queueUrl('file-migration');
  if (!u) throw new Error('The file-migration queue URL is not configured (SVC_QUEUE_FILE_MIGRATION_URL).');
  return u;
}

export async function sendMessage(m: MigrationMessage): Promise<void> {
  await sqsClient().send(new SendMessageCommand({ QueueUrl: url(), MessageBody: JSON.stringify(m) }));
}

/** SendMessageBatch in groups of ten; entries SQS refused are retried a few times, then it throws. */
export async function sendMessages(ms: readonly MigrationMessage[]): Promise<void> {
  const QueueUrl = url();
  for (let i = 0; i < ms.length; i += 10) {
    let pending = ms.slice(i, i + 10).map((m, j) => ({ Id: String(j), MessageBody: JSON.stringify(m) }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 4) throw new Error(`SQS refused ${pending.length} file-migration messages after retries`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
      const r = await sqsClient().send(new SendMessageBatchCommand({ QueueUrl, Entries: pending }));
      const failed = new Set((r.Failed ?? []).map((f) => f.Id));
      pending = pending.filter((e) => failed.has(e.Id));
    }
  }
}

/** Splits the files of one container into `files` messages of at most FILES_PER_MESSAGE. */
export function batchesOf(runId: string, containerId: number, appIds: readonly string[]): FilesMessage[] {
  const out: FilesMessage[] = [];
  for (let i = 0; i < appIds.length; i += FILES_PER_MESSAGE) {
    out.push({ kind: 'files', runId, containerId, appIds: appIds.slice(i, i + FILES_PER_MESSAGE) });
  }
  return out;
}
