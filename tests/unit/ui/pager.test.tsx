import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pager } from '@/components/ui/pager';

function renderPager(page: number, pageCount: number) {
  return render(
    <Pager
      label="Страницы галереи"
      page={page}
      pageCount={pageCount}
      hrefFor={(number) => (number === 1 ? '/gallery' : `/gallery?page=${number}`)}
      pageLabel={(number) => `Страница ${number}`}
      prevLabel="Предыдущая страница"
      nextLabel="Следующая страница"
    />,
  );
}

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderPager(1, 1);
    expect(container).toBeEmptyDOMElement();
  });

  it('links the ends, the current page and its neighbours, with the arrows, and hides the ellipses from readers', () => {
    renderPager(6, 40);
    const nav = screen.getByRole('navigation', { name: 'Страницы галереи' });
    const pages = within(nav).getAllByRole('link', { name: /^Страница / });
    expect(pages.map((link) => link.textContent)).toEqual(['1', '5', '6', '7', '40']);
    expect(within(nav).getByRole('link', { name: 'Страница 6' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Страница 5' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Страница 1' })).toHaveAttribute('href', '/gallery');
    expect(within(nav).getByRole('link', { name: 'Предыдущая страница' })).toHaveAttribute('href', '/gallery?page=5');
    expect(within(nav).getByRole('link', { name: 'Следующая страница' })).toHaveAttribute('href', '/gallery?page=7');
    const gaps = within(nav).getAllByText('…');
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no arrow past either end', () => {
    const { unmount } = renderPager(1, 3);
    expect(screen.queryByRole('link', { name: 'Предыдущая страница' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Следующая страница' })).toBeInTheDocument();
    unmount();
    renderPager(3, 3);
    expect(screen.getByRole('link', { name: 'Предыдущая страница' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Следующая страница' })).not.toBeInTheDocument();
  });
});
