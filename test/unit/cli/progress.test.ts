import { describe, expect, it } from 'vitest';
import { createProgress, formatDuration } from '../../../cli/src/progress.ts';
import { sink } from './helpers.ts';

describe('progress helper', () => {
  it('is silent when stderr is not a terminal', () => {
    const err = sink(false);
    const p = createProgress({ label: 'Migrating', total: 10, stream: err });
    p.update(5);
    p.finish('done');
    expect(p.active).toBe(false);
    expect(err.text).toBe('');
  });

  it('redraws one line on a terminal, throttled, and clears it when finished', () => {
    const err = sink(true);
    let t = 0;
    const p = createProgress({ label: 'Migrating', total: 10, stream: err, now: () => t, intervalMs: 100, width: 200 });
    t = 1000;
    p.update(5, undefined, 'file-a');
    t = 1050;
    p.update(6); // throttled
    t = 1200;
    p.update(10); // the final state is always drawn
    p.finish('Migrated 10 files.');
    const frames = err.text.split('\r\x1b[2K');
    expect(frames).toEqual([
      '',
      'Migrating [##########----------] 5/10 50% ETA 1s file-a',
      'Migrating [####################] 10/10 100%',
      'Migrated 10 files.\n',
    ]);
  });

  it('counts without a total and truncates to the terminal width', () => {
    const err = sink(true);
    const p = createProgress({ label: 'Refreshing ontologies', stream: err, intervalMs: 0, width: 20 });
    p.update(3);
    expect(err.text).toBe('\r\x1b[2KRefreshing ontolog…');
  });

  it('formats durations', () => {
    expect([formatDuration(42_000), formatDuration(185_000), formatDuration(3_720_000)]).toEqual([
      '42s',
      '3m05s',
      '1h02m',
    ]);
  });
});
