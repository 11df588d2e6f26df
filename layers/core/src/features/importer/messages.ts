import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { queueUrl, sqsClient } from '../../platform/aws/clients.ts';

/** One message drives one job run; the worker sends the next one before its time runs out. */
export const importMessage = z.object({ jobId: z.string().min(1), run: z.number().int().min(1) });
export type ImportMessage = z.output<typeof importMessage>;

export async function sendImportMessage(m: ImportMessage): Promise<void> {
  const url = queueUrl('import');
  if (!url) throw new Error('The import queue URL is not configured (SVC_QUEUE_IMPORT_URL).');
  await sqsClient().send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(m) }));
}
