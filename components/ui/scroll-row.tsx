'use client';

import type { ComponentProps, FocusEvent } from 'react';

/**
 * Brings a focused item of a sideways-scrolling row fully into the row's view: the browser leaves a partly
 * visible item where it is, so a keyboard user's focus could sit a few pixels inside the edge.
 */
function revealFocused(event: FocusEvent<HTMLElement>) {
  const row = event.currentTarget;
  const item = event.target.closest('li');
  if (!item || !row.contains(item)) return;
  const bounds = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.left < bounds.left) row.scrollLeft -= bounds.left - box.left;
  else if (box.right > bounds.right) row.scrollLeft += box.right - bounds.right;
}

/** A list that scrolls sideways (a slider of cards), with keyboard focus kept in view. */
export function ScrollRow(props: ComponentProps<'ul'>) {
  return <ul {...props} onFocus={revealFocused} />;
}
