import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TO_TOP_MS, ScrollToTop } from '@/components/layout/scroll-to-top';

describe('ScrollToTop', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('eases the page to the top over 1200 ms', async () => {
    Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });
    window.matchMedia = vi.fn(() => ({ matches: false }) as MediaQueryList);
    const positions: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => {
      positions.push(Number(args[1]));
    });
    render(<ScrollToTop label="Наверх" />);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Наверх' }));
    vi.advanceTimersByTime(SCROLL_TO_TOP_MS / 2);
    const midway = positions.at(-1)!;
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1000);
    vi.advanceTimersByTime(SCROLL_TO_TOP_MS);
    expect(positions.at(-1)).toBe(0);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
  });
});
