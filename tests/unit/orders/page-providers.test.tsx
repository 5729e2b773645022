import { render, screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { OrdersProviders } from '@/components/orders/orders-providers';
import { ReklamationProviders } from '@/components/reklamation/reklamation-providers';

function DefaultError() {
  return <p>{useTranslations('Modals')('error.message')}</p>;
}

describe('cabinet page providers', () => {
  it.each([
    ['orders', OrdersProviders],
    ['claims', ReklamationProviders],
  ])('give the %s pages spec §8\'s default error text for a failed load', (_, Providers) => {
    render(
      <Providers>
        <DefaultError />
      </Providers>,
    );
    expect(screen.getByText('Что-пошло не так')).toBeTruthy();
  });
});
