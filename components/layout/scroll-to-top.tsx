'use client';

import { focusPageStartFromKeyboard } from '@/components/ui/focus-page-start';
import { ArrowUpIcon } from './icons';

/** Spec §9: scrolling to the top lasts this long. */
export const SCROLL_TO_TOP_MS = 1200;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export function scrollToTop(duration = SCROLL_TO_TOP_MS) {
  const from = window.scrollY;
  if (from <= 0) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / duration);
    window.scrollTo(0, Math.round(from * (1 - easeInOutCubic(progress))));
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

export function ScrollToTop({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={(event) => {
        focusPageStartFromKeyboard(event);
        scrollToTop();
      }}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
