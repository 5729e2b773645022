import type { MouseEvent } from 'react';

/**
 * For a control that goes away or sends the view to the top: when it was pressed from the keyboard (a click with
 * no pointer, detail 0), keyboard focus moves to the page's first control, the skip link, without scrolling, so that
 * Tab goes on from the start instead of from the page's body. A pointer's click leaves focus alone.
 */
export function focusPageStartFromKeyboard(event: MouseEvent): void {
  if (event.detail === 0) document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
}
