/**
 * A button disabled while its request runs drops the focus to the page: the keyboard starts over from the top and
 * a modal opened meanwhile has nothing to give the focus back to. The cabinet remembers the last control focused
 * outside a dialog and gives it the focus back once it is enabled again with nothing else focused.
 */
let last: HTMLElement | null = null;

const nothingFocused = () => document.activeElement === null || document.activeElement === document.body;

/** The control to go back to when a modal closes whose opener was the page itself, or null. */
export function lastFocusedControl(): HTMLElement | null {
  return last?.isConnected ? last : null;
}

/** Starts remembering; returns the stop. */
export function rememberFocus(): () => void {
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && !event.target.closest('[role="dialog"], [role="alertdialog"]')) last = event.target;
  };
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      if (target === last && !last.hasAttribute('disabled') && nothingFocused()) last.focus({ preventScroll: true });
    }
  });
  document.addEventListener('focusin', onFocusIn);
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
    last = null;
  };
}
