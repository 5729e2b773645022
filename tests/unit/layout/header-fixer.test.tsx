import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEADER_FIX_OFFSET, HeaderFixer } from '@/components/layout/header-fixer';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('HeaderFixer', () => {
  it('fixes the header past 170 px and holds its height in the placeholder', () => {
    render(
      <HeaderFixer>
        <p>Шапка</p>
      </HeaderFixer>,
    );
    const header = screen.getByRole('banner');
    Object.defineProperty(header, 'offsetHeight', { value: 120, configurable: true });
    scrollTo(HEADER_FIX_OFFSET);
    expect(header).not.toHaveAttribute('data-fixed');
    scrollTo(HEADER_FIX_OFFSET + 1);
    expect(header).toHaveAttribute('data-fixed', 'true');
    expect(header.parentElement).toHaveStyle({ height: '120px' });
    scrollTo(0);
    expect(header).not.toHaveAttribute('data-fixed');
    expect(header.parentElement?.style.height).toBe('');
  });
});
