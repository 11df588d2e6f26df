import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { coldStart, logger } from '#core/app/cold-start.ts';
import { processDeletionRecords } from '#core/features/containers/deletion.ts';
import { timeseriesPurger } from '#core/features/timeseries/purge.ts';
import { structuredDataPurger } from '#core/features/structured-data/purge.ts';
import { spatialPurger } from '#core/features/spatial/purge.ts';

coldStart();

/** `container-deletion` queue consumer: each kind's payload purger, failed records returned alone. */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
  logger.addContext(context);
  const retry = await processDeletionRecords(
    event.Records.map((r) => ({
      id: r.messageId,
      body: r.body,
      receiveCount: Number(r.attributes?.ApproximateReceiveCount ?? '1'),
    })),
    {
      TimeseriesContainer: timeseriesPurger,
      StructuredDataContainer: structuredDataPurger,
      SpatialDataContainer: spatialPurger,
    },
    { remainingMs: () => context.getRemainingTimeInMillis() },
  );
  return { batchItemFailures: retry.map((itemIdentifier) => ({ itemIdentifier })) };
};
