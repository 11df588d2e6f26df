/**
 * The dashboard's reload: every `intervalMs` while the tab is visible, paused while it is hidden
 * (`document.visibilityState`), and one reload at once when the tab comes back after a due tick
 * was skipped. No timer runs while hidden, so a background tab costs the API nothing.
 */

/** What the scheduler needs of `document` (a fake in unit tests). */
/** `document.visibilityState` (spelled out: the root type check runs without the DOM library). */
export type Visibility = 'visible' | 'hidden';

export interface VisibilitySource {
  readonly visibilityState: Visibility | string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface VisibleInterval {
  /** Stops for good (the page left). */
  stop(): void;
}

/** The dashboard's interval: 30 s (issue 30); `?refresh=<seconds>` may shorten it, never below 2 s. */
export const DEFAULT_REFRESH_MS = 30_000;
export const MIN_REFRESH_MS = 2_000;

export function refreshIntervalMs(query: unknown): number {
  const text = Array.isArray(query) ? query[0] : query;
  if (typeof text !== 'string' || !/^\d+$/.test(text)) return DEFAULT_REFRESH_MS;
  return Math.min(DEFAULT_REFRESH_MS, Math.max(MIN_REFRESH_MS, Number(text) * 1000));
}

/** Calls `run` every `intervalMs` while `doc` is visible; the first call is the caller's. */
export function everyWhileVisible(run: () => void, intervalMs: number, doc: VisibilitySource): VisibleInterval {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = Date.now() + intervalMs;
  let stopped = false;

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || doc.visibilityState !== 'visible') return;
    timer = setTimeout(tick, Math.max(0, dueAt - Date.now()));
  };
  const tick = () => {
    timer = undefined;
    if (stopped) return;
    if (doc.visibilityState !== 'visible') return;
    dueAt = Date.now() + intervalMs;
    run();
    schedule();
  };
  const onVisibility = () => {
    if (doc.visibilityState !== 'visible') {
      clearTimeout(timer);
      timer = undefined;
      return;
    }
    // Back in view: reload now if a tick fell due while hidden, else wait out the rest.
    if (Date.now() >= dueAt) tick();
    else schedule();
  };

  doc.addEventListener('visibilitychange', onVisibility);
  schedule();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
