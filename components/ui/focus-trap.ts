import type { FocusEvent } from 'react';

const FOCUSABLE = 'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside a modal container (a dialog, the mobile menu), wrapping at its ends. */
export function trapTab(event: KeyboardEvent, dialog: HTMLElement) {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[inert]'));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Whether focus is moving to somewhere outside the element whose blur this is (not to nowhere, as on a window switch). */
export function focusLeaves(event: FocusEvent<HTMLElement>): boolean {
  return event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget);
}
