import { channelKeyOf, type Channel } from './channels.ts';
import { csvLines, type CsvFormat, type ExportedChannel } from './csv.ts';
import { answerChunks, resultType, type AnsweredPoint } from './payload.ts';
import { pointsItems } from './points-json.ts';
import type { AggregateQuery } from './query.ts';
import type { ValueType } from './points.ts';

/**
 * Read answers as text pieces, produced chunk by chunk as the chunk store yields the points, so an
 * answer of any length is written out (platform/storage/large-answers.ts) without ever holding
 * more than one chunk of each channel. The text is exactly what the whole-answer writers give
 * (points-json.ts, csv.ts), only cut into pieces.
 */
export interface ChannelAnswer {
  readonly channel: Channel;
  /** The type of the answered values: the channel's, or the function's result type. */
  readonly type: ValueType;
  readonly chunks: AsyncIterable<readonly AnsweredPoint[]>;
}

/** The answers of a query for channels; nothing is read until their pieces are. */
export const answersOf = (channels: readonly Channel[], q: AggregateQuery): ChannelAnswer[] =>
  channels.map((channel) => ({
    channel,
    type: resultType(channel.valueType, q.fn),
    chunks: { [Symbol.asyncIterator]: () => answerChunks(channel, q) },
  }));

/** `TimeseriesWithDataPoints` JSON of one answer, or with `list` a JSON array of them. */
export async function* jsonPieces(answers: readonly ChannelAnswer[], list: boolean): AsyncGenerator<string> {
  if (list) yield '[';
  let i = 0;
  for (const a of answers) {
    yield `${i++ > 0 ? ',' : ''}{"timeseries":${JSON.stringify(channelKeyOf(a.channel))},"points":[`;
    let first = true;
    for await (const chunk of a.chunks) {
      if (chunk.length === 0) continue;
      yield first ? pointsItems(chunk) : `,${pointsItems(chunk)}`;
      first = false;
    }
    yield ']}';
  }
  if (list) yield ']';
}

const exported = (a: ChannelAnswer, points: readonly AnsweredPoint[]): ExportedChannel => ({
  timeseries: channelKeyOf(a.channel),
  type: a.type,
  points,
});

/** The CSV of the answers in either layout (csv.ts), as pieces. */
export function csvPieces(answers: readonly ChannelAnswer[], format: CsvFormat): AsyncGenerator<string> {
  return format === 'ROW' ? rowPieces(answers) : columnPieces(answers);
}

/** ROW: the header before the first point (no point, no header: an empty file), then channel after channel. */
async function* rowPieces(answers: readonly ChannelAnswer[]): AsyncGenerator<string> {
  let headed = false;
  for (const a of answers) {
    for await (const chunk of a.chunks) {
      if (chunk.length === 0) continue;
      const lines = [...csvLines([exported(a, chunk)], 'ROW')];
      yield (headed ? lines.slice(1) : lines).join('');
      headed = true;
    }
  }
}

interface Cursor {
  readonly it: AsyncIterator<readonly AnsweredPoint[]>;
  buf: readonly AnsweredPoint[];
  at: number;
  done: boolean;
}

/**
 * COLUMN: one line per timestamp across the channels, merged as they stream. Each channel's
 * points come in ascending time, chunk after chunk; every round reads the next chunk of each
 * channel whose chunk is used up, and writes the lines up to the smallest last timestamp of those
 * chunks (every point up to it is then at hand), which uses up at least one chunk.
 */
async function* columnPieces(answers: readonly ChannelAnswer[]): AsyncGenerator<string> {
  yield [
    ...csvLines(
      answers.map((a) => exported(a, [])),
      'COLUMN',
    ),
  ].join('');
  const cursors: Cursor[] = answers.map((a) => ({
    it: a.chunks[Symbol.asyncIterator](),
    buf: [],
    at: 0,
    done: false,
  }));
  for (;;) {
    for (const c of cursors) {
      while (!c.done && c.at >= c.buf.length) {
        const r = await c.it.next();
        if (r.done) c.done = true;
        else [c.buf, c.at] = [r.value, 0];
      }
    }
    const open = cursors.filter((c) => !c.done);
    if (open.length === 0) return;
    const bound = open.map((c) => c.buf[c.buf.length - 1]!.timestamp).reduce((a, b) => (b < a ? b : a));
    const slices = cursors.map((c, i) => {
      if (c.done) return exported(answers[i]!, []);
      let end = c.at;
      while (end < c.buf.length && c.buf[end]!.timestamp <= bound) end++;
      const taken = c.buf.slice(c.at, end);
      c.at = end;
      return exported(answers[i]!, taken);
    });
    yield [...csvLines(slices, 'COLUMN')].slice(1).join('');
  }
}
