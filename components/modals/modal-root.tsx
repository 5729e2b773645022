'use client';

/** Renders the modal stack. Stub until the modal system lands. */
export function ModalRoot() {
  return null;
}
