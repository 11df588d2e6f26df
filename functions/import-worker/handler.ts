import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import '#core/app/drop-in-plugins.ts';
import { coldStart, logger } from '#core/app/cold-start.ts';
import { processImportRecords } from '#core/features/importer/worker.ts';

coldStart();

/** `import` queue consumer: failed records return alone (partial batch responses). */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
  logger.addContext(context);
  const retry = await processImportRecords(
    event.Records.map((r) => ({
      id: r.messageId,
      body: r.body,
      receiveCount: Number(r.attributes?.ApproximateReceiveCount ?? '1'),
    })),
    { remainingMs: () => context.getRemainingTimeInMillis() },
  );
  return { batchItemFailures: retry.map((itemIdentifier) => ({ itemIdentifier })) };
};
