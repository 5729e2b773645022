import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const navigation = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

const { NavigationProgress, PROGRESS_THROTTLE_MS } = await import('@/components/layout/navigation-progress');

function renderWithLinks() {
  const view = render(
    <>
      <NavigationProgress label="Загрузка страницы" />
      <a href="/catalog/fasady-pvh">Раздел</a>
      <a href="https://example.org/">Чужой сайт</a>
      <a href="/catalog/fasady-pvh" target="_blank">
        В новой вкладке
      </a>
    </>,
  );
  return view;
}

// jsdom cannot navigate; stopping the click on window runs after the component's document listener.
const stopNavigation = (event: MouseEvent) => event.preventDefault();

describe('NavigationProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    navigation.pathname = '/';
    window.addEventListener('click', stopNavigation);
  });
  afterEach(() => {
    window.removeEventListener('click', stopNavigation);
    vi.useRealTimers();
  });

  it('stays hidden for navigations faster than the throttle', async () => {
    const view = renderWithLinks();
    fireEvent.click(screen.getByText('Раздел'));
    await act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 50));
    navigation.pathname = '/catalog/fasady-pvh';
    view.rerender(<NavigationProgress label="Загрузка страницы" />);
    await act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('data-state', 'idle');
  });

  it('runs after the throttle and completes when the route changes', async () => {
    const view = renderWithLinks();
    fireEvent.click(screen.getByText('Раздел'));
    await act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar).toHaveAttribute('data-state', 'running');
    navigation.pathname = '/catalog/fasady-pvh';
    view.rerender(<NavigationProgress label="Загрузка страницы" />);
    expect(bar).toHaveAttribute('data-state', 'done');
  });

  it('ignores links to other sites and new tabs', async () => {
    renderWithLinks();
    fireEvent.click(screen.getByText('Чужой сайт'));
    fireEvent.click(screen.getByText('В новой вкладке'));
    await act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('data-state', 'idle');
  });
});
