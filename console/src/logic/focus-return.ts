/**
 * Keyboard focus after something it sat on goes away: a dialog that closes, a pager button that
 * becomes disabled. Chromium then leaves focus on the page's body, and a keyboard user starts
 * again from the top; these rules say where it goes instead. Elements are described by what the
 * rules need, so they run without a DOM in the unit tests.
 */
export interface Focusable {
  readonly isConnected: boolean;
  readonly disabled?: boolean;
}

/**
 * Focus is lost: nothing has it, the body has it, or it sits on an element no longer in the page
 * or disabled (it takes no keys there).
 */
export const focusLost = (active: Focusable | null, body: Focusable | null): boolean =>
  active === null || active === body || !active.isConnected || active.disabled === true;

/**
 * Where focus returns when a dialog has closed: the element that had it when the dialog opened,
 * if focus is lost and that element is still there and usable; otherwise nowhere (undefined).
 */
export function returnFocusTo<T extends Focusable>(
  saved: T | null,
  active: Focusable | null,
  body: Focusable | null,
): T | undefined {
  if (!saved || !focusLost(active, body)) return undefined;
  return saved.isConnected && !saved.disabled ? saved : undefined;
}

export type PagerButton = 'previous' | 'next';

/**
 * The pager button to hold focus after `pressed` changed the page: the same one while it is
 * still enabled (press Next again), else the other one, else the page status (`status`).
 */
export function pagerFocus(
  pressed: PagerButton,
  enabled: Readonly<Record<PagerButton, boolean>>,
): PagerButton | 'status' {
  if (enabled[pressed]) return pressed;
  const other: PagerButton = pressed === 'next' ? 'previous' : 'next';
  return enabled[other] ? other : 'status';
}
