import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_REFRESH_MS,
  everyWhileVisible,
  refreshIntervalMs,
  type Visibility,
  type VisibilitySource,
} from '../../../console/src/logic/refresh.ts';

/** A document whose visibility the test switches, as a browser does when the tab is hidden. */
class FakeDocument implements VisibilitySource {
  visibilityState: Visibility = 'visible';
  private readonly listeners = new Set<() => void>();
  addEventListener(_t: 'visibilitychange', l: () => void): void {
    this.listeners.add(l);
  }
  removeEventListener(_t: 'visibilitychange', l: () => void): void {
    this.listeners.delete(l);
  }
  set(state: Visibility): void {
    this.visibilityState = state;
    for (const l of this.listeners) l();
  }
  get listening(): number {
    return this.listeners.size;
  }
}

describe('everyWhileVisible', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads every 30 s while the tab is visible', () => {
    const doc = new FakeDocument();
    const run = vi.fn();
    const r = everyWhileVisible(run, DEFAULT_REFRESH_MS, doc);
    vi.advanceTimersByTime(29_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(3);
    r.stop();
  });

  it('pauses while hidden (no timer at all) and reloads at once on return when a tick fell due', () => {
    const doc = new FakeDocument();
    const run = vi.fn();
    const r = everyWhileVisible(run, 30_000, doc);
    vi.advanceTimersByTime(10_000);
    doc.set('hidden');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(120_000);
    expect(run).not.toHaveBeenCalled();
    doc.set('visible');
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29_999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    r.stop();
  });

  it('waits out the rest of the interval when the tab returns before a tick was due', () => {
    const doc = new FakeDocument();
    const run = vi.fn();
    const r = everyWhileVisible(run, 30_000, doc);
    vi.advanceTimersByTime(10_000);
    doc.set('hidden');
    vi.advanceTimersByTime(5_000);
    doc.set('visible');
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(14_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    r.stop();
  });

  it('starts paused in a hidden tab, and stop() ends timers and listening', () => {
    const doc = new FakeDocument();
    doc.visibilityState = 'hidden';
    const run = vi.fn();
    const r = everyWhileVisible(run, 30_000, doc);
    vi.advanceTimersByTime(90_000);
    expect(run).not.toHaveBeenCalled();
    expect(doc.listening).toBe(1);
    r.stop();
    expect(doc.listening).toBe(0);
    doc.set('visible');
    vi.advanceTimersByTime(90_000);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('refreshIntervalMs (the ?refresh= knob)', () => {
  it('is 30 s unless a whole number of seconds asks for less, never below 2 s', () => {
    expect(refreshIntervalMs(undefined)).toBe(30_000);
    expect(refreshIntervalMs('5')).toBe(5_000);
    expect(refreshIntervalMs(['3'])).toBe(3_000);
    expect(refreshIntervalMs('1')).toBe(2_000);
    expect(refreshIntervalMs('0')).toBe(2_000);
    expect(refreshIntervalMs('120')).toBe(30_000);
    expect(refreshIntervalMs('abc')).toBe(30_000);
    expect(refreshIntervalMs('2.5')).toBe(30_000);
  });
});
