import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { config } from '#core/config/load.ts';
import { processMigrationRecords } from '#core/files-migration/worker.ts';
import { logger } from '#core/observability/logger.ts';

config();

/** `file-migration` queue consumer: failed records return alone (partial batch responses). */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
  logger.addContext(context);
  const retry = await processMigrationRecords(
    event.Records.map((r) => ({ id: r.messageId, body: r.body, receiveCount: Number(r.attributes?.ApproximateReceiveCount ?? '1') })),
    { remainingMs: () => context.getRemainingTimeInMillis() },
  );
  return { batchItemFailures: retry.map((itemIdentifier) => ({ itemIdentifier })) };
};
