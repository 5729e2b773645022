import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollRow } from '@/components/ui/scroll-row';

const rect = (left: number, width: number) => ({ left, right: left + width, width, top: 0, bottom: 100, height: 100, x: left, y: 0, toJSON: () => ({}) });

describe('ScrollRow', () => {
  it('scrolls a partly hidden focused item fully into the row, either way', () => {
    render(
      <ScrollRow aria-label="Хиты продаж">
        <li>
          <a href="/a">Первый</a>
        </li>
        <li>
          <a href="/b">Третий</a>
        </li>
      </ScrollRow>,
    );
    const row = screen.getByRole('list', { name: 'Хиты продаж' });
    const [first, last] = screen.getAllByRole('listitem');
    row.getBoundingClientRect = () => rect(15, 345);
    last!.getBoundingClientRect = () => rect(357, 155);
    fireEvent.focus(screen.getByRole('link', { name: 'Третий' }));
    expect(row.scrollLeft).toBe(152);
    first!.getBoundingClientRect = () => rect(-100, 155);
    fireEvent.focus(screen.getByRole('link', { name: 'Первый' }));
    expect(row.scrollLeft).toBe(37);
  });
});
