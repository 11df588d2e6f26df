import type * as z from 'zod';
import type { Principal } from '../../kernel/principal.ts';
import type { Scope } from '../references/references.ts';
import { writePoints } from '../timeseries/payload.ts';
import { createTimeseriesReference } from '../timeseries/references.ts';
import type { ChannelKey } from '../timeseries/csv.ts';
import * as s from './source.ts';
import type { Source } from './source.ts';
import { ensureImportedContainer } from './copy-containers.ts';
import { mapped, recordMapping } from './store.ts';
import type { Kind } from './wire.ts';

/**
 * A TimeseriesReference with its container and the points of its channels in its window, read
 * through the legacy payload API (`GET /timeseriesContainers/{id}/payload`, raw points, int64
 * timestamps read losslessly). A window the source refuses as too large (400: more points than one
 * answer carries) is halved until it fits, at most MAX_SPLIT_DEPTH times; any other refusal is one
 * error of the reference. Writing a point again replaces it (same timestamp), so a
 * window copied twice does not duplicate; the id map records each window once it is written.
 */
export interface TimeseriesContext {
  readonly jobId: string;
  readonly principal: Principal;
  readonly src: Source;
  readonly tally: {
    add(kind: Kind, field: 'done' | 'total' | 'skipped', n?: number): void;
    error(message: string): void;
    skip(kind: Kind, source: string, reason: string): void;
  };
  readonly inflight: Map<string, Promise<unknown>>;
  /** True once the invocation has too little time left to begin another piece of a copy that spans invocations (a spatial container's next page). */
  readonly timeIsShort?: (() => boolean) | undefined;
}

type SrcReference = ReturnType<typeof s.srcTimeseriesReference.parse>;

/** The reference is written under `appId` (derived by the caller, so a retry finds it). */
export async function copyTimeseriesReference(
  ctx: TimeseriesContext,
  r: SrcReference,
  scope: Scope,
  appId: string,
): Promise<number | undefined> {
  const container = await ensureImportedContainer(ctx, 'TimeseriesContainer', r.timeseriesContainerId);
  for (const key of r.timeseries) {
    const windowKey = `${r.timeseriesContainerId}#${JSON.stringify([key.measurement, key.device, key.location, key.symbolicName, key.field])}#${r.start}#${r.end}`;
    const copied =
      (ctx.inflight.get(`tswindow#${windowKey}`) as Promise<boolean> | undefined) ??
      copyOnce(ctx, windowKey, r.timeseriesContainerId, container, key, r.start, r.end);
    ctx.inflight.set(`tswindow#${windowKey}`, copied);
    let any: boolean;
    try {
      any = await copied;
    } catch (err) {
      if (!(err instanceof WindowRefused)) throw err;
      ctx.tally.error(`TimeseriesReference ${r.id}: ${err.message} (not copied)`);
      return undefined;
    }
    if (!any) {
      ctx.tally.error(
        `TimeseriesReference ${r.id}: the source holds no points of ${JSON.stringify(key)} in [${r.start}, ${r.end}] (not copied)`,
      );
      return undefined;
    }
  }
  const created = await createTimeseriesReference(
    ctx.principal,
    scope,
    {
      name: r.name,
      start: r.start,
      end: r.end,
      timeseries: r.timeseries,
      timeseriesContainerId: BigInt(container),
    },
    { appId },
  );
  return created.id;
}

async function copyOnce(
  ctx: TimeseriesContext,
  windowKey: string,
  sourceContainer: number,
  target: number,
  key: ChannelKey,
  start: bigint,
  end: bigint,
): Promise<boolean> {
  if (await mapped(ctx.jobId, 'tswindow', windowKey)) return true;
  const n = await copyWindow(ctx.src, sourceContainer, key, start, end, async (points) => {
    ctx.tally.add('timeseriesPoints', 'total', points.length);
    await writePoints(ctx.principal, target, key, points);
    ctx.tally.add('timeseriesPoints', 'done', points.length);
  });
  if (n === 0) return false;
  await recordMapping(ctx.jobId, 'tswindow', windowKey, n);
  return true;
}

/** How often a window is halved at most (2^40 windows of one nanosecond range are not worth asking for). */
export const MAX_SPLIT_DEPTH = 40;

/** A window the source will not answer: recorded as one error of its reference. */
export class WindowRefused extends Error {}

/**
 * The source's 400 says the range holds more points than one answer carries: svc names the `end`
 * field (features/timeseries/payload.ts tooManyPoints), a legacy instance says "too many"/"more than … points".
 */
export function tooManyPoints(err: s.SourceError): boolean {
  if (err.status !== 400) return false;
  try {
    const body = JSON.parse(err.body) as { violations?: { field?: unknown }[] };
    if (Array.isArray(body.violations) && body.violations.some((v) => v.field === 'end')) return true;
  } catch {
    // Not problem JSON: the text decides.
  }
  return /too many|more than [\d,.]+ points/i.test(err.body);
}

/**
 * Reads [start, end] (inclusive) of one channel and hands its points to `write`; the number of
 * points. A window too large for one answer is halved, at most MAX_SPLIT_DEPTH times; any other
 * refusal (or a window that cannot shrink further) is WindowRefused.
 */
export async function copyWindow(
  src: Pick<Source, 'json'>,
  sourceContainer: number,
  key: ChannelKey,
  start: bigint,
  end: bigint,
  write: (points: z.output<typeof s.srcPoints>['points']) => Promise<void>,
  depth = 0,
): Promise<number> {
  const q = new URLSearchParams({
    measurement: key.measurement,
    device: key.device,
    location: key.location,
    symbolic_name: key.symbolicName,
    field: key.field,
    start: String(start),
    end: String(end),
  });
  let points: z.output<typeof s.srcPoints>['points'];
  try {
    points = (await src.json(`/timeseriesContainers/${sourceContainer}/payload?${q}`, s.srcPoints, { int64: true }))
      .points;
  } catch (err) {
    if (!(err instanceof s.SourceError) || err.status !== 400) {
      if (err instanceof s.SourceError && err.status === 404) return 0;
      throw err;
    }
    if (!tooManyPoints(err)) throw new WindowRefused(`the source refused [${start}, ${end}] (${err.message})`);
    if (end <= start || depth >= MAX_SPLIT_DEPTH)
      throw new WindowRefused(
        `the source holds too many points in [${start}, ${end}] even after halving the window ${depth} times`,
      );
    const mid = start + (end - start) / 2n;
    return (
      (await copyWindow(src, sourceContainer, key, start, mid, write, depth + 1)) +
      (await copyWindow(src, sourceContainer, key, mid + 1n, end, write, depth + 1))
    );
  }
  if (points.length > 0) await write(points);
  return points.length;
}
