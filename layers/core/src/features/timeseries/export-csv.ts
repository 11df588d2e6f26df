import type { Principal } from '../../kernel/principal.ts';
import { getContainer } from '../containers/records.ts';
import { channelFields, channelKeyOf, listChannels, storeKey } from './channels.ts';
import { csvLines, type ChannelKey } from './csv.ts';
import { store } from './payload.ts';

/** What a Collection export needs of a timeseries reference. */
export interface ReferencedRange {
  readonly timeseriesContainerId: number;
  readonly start: bigint;
  readonly end: bigint;
  readonly timeseries: readonly ChannelKey[];
}

/**
 * The referenced points as one ROW-layout CSV (the layout `exportTimeseriesPayload` answers), as
 * text produced chunk by chunk: an export of a long reference never holds more than one chunk's
 * points. A problem (the reason) instead when the caller may not read the container or it is gone.
 */
export async function referenceCsv(
  principal: Principal,
  ref: ReferencedRange,
): Promise<{ lines: AsyncGenerator<string> } | { problem: string }> {
  try {
    await getContainer(principal, 'TimeseriesContainer', ref.timeseriesContainerId, 'read');
  } catch (err) {
    return { problem: (err as Error).message };
  }
  const all = await listChannels(ref.timeseriesContainerId);
  const channels = ref.timeseries.flatMap((k) => all.filter((c) => channelFields.every((f) => c[f] === k[f])));
  async function* lines(): AsyncGenerator<string> {
    let header = true;
    for (const channel of channels) {
      for await (const points of store().readChunks(storeKey(channel), ref.start, ref.end)) {
        const text = [...csvLines([{ timeseries: channelKeyOf(channel), type: channel.valueType, points }], 'ROW')];
        yield (header ? text : text.slice(1)).join(''); // the header line, written once
        header = false;
      }
    }
  }
  return { lines: lines() };
}
