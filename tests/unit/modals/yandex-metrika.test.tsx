import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const navigation = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));
vi.mock('next/script', () => ({
  default: ({ src, id }: { src: string; id: string; strategy: string; children?: ReactNode }) => <i data-testid="metrika" id={id} data-src={src} />,
}));

const { YandexMetrika } = await import('@/components/analytics/yandex-metrika');
const { METRIKA_TAG_URL } = await import('@/components/analytics/metrika-counter');

describe('YandexMetrika', () => {
  afterEach(() => {
    delete window.ym;
    navigation.pathname = '/';
    navigation.search = '';
  });

  it('renders and loads nothing without a counter id', () => {
    const { container } = render(<YandexMetrika counterId="" />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('[data-testid="metrika"]')).toBeNull();
    expect(window.ym).toBeUndefined();
  });

  it('refuses an id that is not a number', () => {
    const { container } = render(<YandexMetrika counterId="1);alert(1" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the official tag, inits once and sends a hit on every route change', async () => {
    const view = render(<YandexMetrika counterId="12345" />);
    await vi.waitFor(() => expect(document.querySelector('[data-testid="metrika"]')).toHaveAttribute('data-src', METRIKA_TAG_URL));
    navigation.pathname = '/catalog/fasady-pvh';
    navigation.search = 'page=2';
    view.rerender(<YandexMetrika counterId="12345" />);

    const calls = (window.ym?.a ?? []).map((args) => args.slice(0, 3));
    expect(calls).toEqual([
      [12345, 'init', expect.objectContaining({ defer: true })],
      [12345, 'hit', 'http://localhost:3000/'],
      [12345, 'hit', 'http://localhost:3000/catalog/fasady-pvh?page=2'],
    ]);
    expect(window.ym?.a?.[2]?.[3]).toEqual({ referer: 'http://localhost:3000/' });
  });
});
