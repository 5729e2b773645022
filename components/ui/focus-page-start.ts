/**
 * Moves keyboard focus to the page's first control, the skip link, without scrolling: for a control that goes away
 * or sends the view to the top, so that Tab goes on from the start instead of from the page's body.
 */
export function focusPageStart(): void {
  document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
}
