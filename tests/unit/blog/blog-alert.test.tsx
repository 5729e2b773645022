import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { StockOffer } from '@/api-client/schemas/info';
import { properties } from '@/backend/seed/data/site';
import { setupMswServer } from '@/tests/unit/msw-server';

vi.mock('server-only', () => ({}));
const { BlogAlert } = await import('@/components/blog/blog-alert');

const server = setupMswServer();

const offer: StockOffer = {
  id: 1,
  title: 'Акция',
  message: '<p><strong>Скидка 15%</strong> на фасады «Модена»</p>',
  sectionSlug: 'akcii',
  slug: 'skidka-15-na-fasady-modena',
  buttonText: '',
  buttonLink: '',
  showButton: true,
  bgImage: '',
  bgColor: '',
  bgOpacity: 1,
  bgAnimation: '',
  shine: false,
  bannerLink: '',
  noHide: false,
};

const serveProperties = (stockButtonText: string) =>
  server.use(http.get('*/api/v1/content/get_properties', () => HttpResponse.json({ data: { ...properties, stockButtonText } })));

describe('BlogAlert', () => {
  it('takes the default button text from the site properties, as the panel above the header does', async () => {
    serveProperties('Узнать условия');
    render(await BlogAlert({ alert: offer, buttonText: 'Подробнее' }));
    expect(screen.getByRole('link', { name: 'Узнать условия' })).toHaveAttribute('href', '/blog/akcii/skidka-15-na-fasady-modena');
    expect(screen.getByText('Скидка 15%')).toBeInTheDocument();
  });

  it('keeps the offer’s own text and link, and falls back to the page’s text when the properties fail', async () => {
    serveProperties('Узнать условия');
    const { unmount } = render(await BlogAlert({ alert: { ...offer, buttonText: 'К акции', buttonLink: '/catalog/fasady-pvh' }, buttonText: 'Подробнее' }));
    expect(screen.getByRole('link', { name: 'К акции' })).toHaveAttribute('href', '/catalog/fasady-pvh');
    unmount();
    server.use(http.get('*/api/v1/content/get_properties', () => HttpResponse.json({ errorMessage: 'Ошибка' }, { status: 500 })));
    render(await BlogAlert({ alert: offer, buttonText: 'Подробнее' }));
    expect(screen.getByRole('link', { name: 'Подробнее' })).toBeInTheDocument();
  });
});
