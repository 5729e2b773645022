/**
 * A button disabled while its request runs, or removed with what it acted on (a deleted row, a closed form), drops
 * the focus to the page: the keyboard starts over from the top and a modal opened meanwhile has nothing to give
 * the focus back to. The cabinet remembers the last control focused outside a dialog and gives it the focus back
 * once it is enabled again with nothing else focused; a control drawn anew (a form after its save, «Изменить» after
 * its edit form) hands it to the new control of the same `data-focus-key`; a control gone for good hands it to the
 * nearest part of the page still there (its list, section or form), so the keyboard goes on from where it was; so does
 * a control that stays disabled once its work is done.
 */
let last: HTMLElement | null = null;
/** The remembered control's containers, innermost first, for when it is removed. */
let containers: HTMLElement[] = [];
const CONTAINER = 'li, tr, form, section, [role="region"], ol, ul, table, fieldset, article, main';
/** The remembered control lost the focus by being disabled, not by the user going elsewhere. */
let dropped = false;

const nothingFocused = () => document.activeElement === null || document.activeElement === document.body;
/** A control still disabled this long after it took the focus down is done (nothing left to mark, say). */
const SETTLE_MS = 1000;
let settle: number | undefined;
function stopSettle(): void {
  window.clearTimeout(settle);
  settle = undefined;
}
/** Where a settled control's focus went: the control takes it back if it is enabled after all (a slow request). */
let settledOn: HTMLElement | null = null;

/** Focuses without the browser's jump, then brings it into view if a change above pushed it out. */
function focusInView(target: HTMLElement): void {
  target.focus({ preventScroll: true });
  const box = target.getBoundingClientRect();
  if (box.bottom > window.innerHeight || box.top < 0) target.scrollIntoView?.({ block: 'nearest' });
}

/** The control to go back to when a modal closes whose opener was the page itself, or null. */
export function lastFocusedControl(): HTMLElement | null {
  if (!last || last.isConnected) return last;
  const key = last.dataset.focusKey;
  return key ? document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`) : null;
}

/**
 * Where the removed control's keyboard goes on: a keyed container drawn anew (a form its page draws again), else the
 * innermost container still on the page; made focusable by script only, and marked so it draws no focus ring.
 */
function nearestContainer(): HTMLElement | null {
  const redrawn = containers
    .map((node) => (node.isConnected || !node.dataset.focusKey ? null : document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(node.dataset.focusKey)}"]`)))
    .find(Boolean);
  const found = redrawn ?? containers.find((node) => node.isConnected);
  if (!found) return null;
  if (!found.hasAttribute('tabindex')) found.setAttribute('tabindex', '-1');
  found.setAttribute('data-focus-landing', '');
  return found;
}

/** Starts remembering; returns the stop. */
export function rememberFocus(): () => void {
  const onFocusIn = (event: FocusEvent) => {
    // A landing this module focused is no control of the user's: the control it stands in for stays remembered.
    if (!(event.target instanceof HTMLElement) || event.target === settledOn || event.target.closest('[role="dialog"], [role="alertdialog"]')) return;
    last = event.target;
    dropped = false;
    stopSettle();
    settledOn = null;
    containers = [];
    for (let node = last.parentElement?.closest<HTMLElement>(CONTAINER); node; node = node.parentElement?.closest<HTMLElement>(CONTAINER) ?? null) {
      containers.push(node);
    }
  };
  const observer = new MutationObserver(() => {
    if (!last || !(nothingFocused() || (settledOn !== null && document.activeElement === settledOn))) return;
    if (!last.isConnected) {
      const target = lastFocusedControl() ?? nearestContainer();
      if (!target) return;
      focusInView(target);
      return;
    }
    // Counted from the drop: a list redrawn meanwhile (a spinner, rows marked read) does not put it off.
    if (last.hasAttribute('disabled') && settle === undefined) {
      dropped = true;
      settle = window.setTimeout(() => {
        settle = undefined;
        if (!last?.isConnected || !last.hasAttribute('disabled') || !nothingFocused()) return;
        settledOn = nearestContainer();
        if (settledOn) focusInView(settledOn);
      }, SETTLE_MS);
    }
    const target = lastFocusedControl();
    if (!dropped || !target || target.hasAttribute('disabled')) return;
    stopSettle();
    settledOn = null;
    focusInView(target);
  });
  document.addEventListener('focusin', onFocusIn);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
    stopSettle();
    settledOn = null;
    last = null;
    containers = [];
    dropped = false;
  };
}
