import { describe, expect, it } from 'vitest';
import { focusLost, pagerFocus, returnFocusTo } from '../../../console/src/logic/focus-return.ts';

const el = (isConnected = true, disabled = false) => ({ isConnected, disabled });

describe('focus after a dialog closes', () => {
  const body = el();
  it('goes back to the opener when focus was lost', () => {
    const opener = el();
    expect(returnFocusTo(opener, body, body)).toBe(opener);
    expect(returnFocusTo(opener, null, body)).toBe(opener);
    expect(returnFocusTo(opener, el(false), body)).toBe(opener);
  });

  it('stays where it is when something else has it, and never goes to a gone or disabled opener', () => {
    expect(returnFocusTo(el(), el(), body)).toBeUndefined();
    expect(returnFocusTo(el(false), body, body)).toBeUndefined();
    expect(returnFocusTo(el(true, true), body, body)).toBeUndefined();
    expect(returnFocusTo(null, body, body)).toBeUndefined();
  });

  it('calls focus lost when the body, nothing or a removed element has it', () => {
    expect(focusLost(body, body)).toBe(true);
    expect(focusLost(el(), body)).toBe(false);
    expect(focusLost(el(true, true), body)).toBe(true);
  });
});

describe('focus in the pager', () => {
  it('stays on the pressed button while it is enabled, else moves to the other, else to the status', () => {
    expect(pagerFocus('next', { previous: true, next: true })).toBe('next');
    expect(pagerFocus('next', { previous: true, next: false })).toBe('previous');
    expect(pagerFocus('previous', { previous: false, next: true })).toBe('next');
    expect(pagerFocus('previous', { previous: false, next: false })).toBe('status');
  });
});
