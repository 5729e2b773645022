/**
 * A button disabled while its request runs drops the focus to the page: the keyboard starts over from the top and
 * a modal opened meanwhile has nothing to give the focus back to. The cabinet remembers the last control focused
 * outside a dialog and gives it the focus back once it is enabled again with nothing else focused; a form drawn
 * anew after its save hands it to its new button of the same `data-focus-key`.
 */
let last: HTMLElement | null = null;
/** The remembered control lost the focus by being disabled, not by the user going elsewhere. */
let dropped = false;

const nothingFocused = () => document.activeElement === null || document.activeElement === document.body;

/** The control to go back to when a modal closes whose opener was the page itself, or null. */
export function lastFocusedControl(): HTMLElement | null {
  if (!last || last.isConnected) return last;
  const key = last.dataset.focusKey;
  return key ? document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`) : null;
}

/** Starts remembering; returns the stop. */
export function rememberFocus(): () => void {
  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement) || event.target.closest('[role="dialog"], [role="alertdialog"]')) return;
    last = event.target;
    dropped = false;
  };
  const observer = new MutationObserver(() => {
    if (!last) return;
    if (last.hasAttribute('disabled') && nothingFocused()) dropped = true;
    const target = lastFocusedControl();
    if (!dropped || !target || target.hasAttribute('disabled') || !nothingFocused()) return;
    target.focus({ preventScroll: true });
  });
  document.addEventListener('focusin', onFocusIn);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
    last = null;
    dropped = false;
  };
}
