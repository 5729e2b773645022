import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const { STOCK_CLOSED_CLASS, STOCK_PROFILE_CLASS, StockPanelFrame, isProfilePath, stockClosedKey } = await import('@/components/layout/stock-panel-frame');

function renderPanel(noHide = false) {
  return render(
    <StockPanelFrame offerId={7} noHide={noHide} label="Акция" closeLabel="Закрыть" className="panel">
      <p>Скидка 15%</p>
    </StockPanelFrame>,
  );
}

describe('StockPanelFrame', () => {
  afterEach(() => {
    navigation.pathname = '/';
    window.sessionStorage.clear();
    document.documentElement.classList.remove(STOCK_CLOSED_CLASS, STOCK_PROFILE_CLASS);
    window.history.replaceState(null, '', '/');
  });

  it('closes on the cross and remembers it for the session', async () => {
    renderPanel();
    expect(screen.getByRole('complementary', { name: 'Акция' })).toHaveTextContent('Скидка 15%');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(document.documentElement).toHaveClass(STOCK_CLOSED_CLASS);
    expect(window.sessionStorage.getItem(stockClosedKey(7))).not.toBeNull();
  });

  it('closes a noHide offer without remembering it', async () => {
    renderPanel(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(document.documentElement).toHaveClass(STOCK_CLOSED_CLASS);
    expect(window.sessionStorage.getItem(stockClosedKey(7))).toBeNull();
  });

  it('stays hidden on mount when the session closed this offer', () => {
    window.sessionStorage.setItem(stockClosedKey(7), '1');
    renderPanel();
    expect(document.documentElement).toHaveClass(STOCK_CLOSED_CLASS);
  });

  it('is hidden in the profile area, and shown again on leaving it', () => {
    navigation.pathname = '/profile/user';
    window.history.replaceState(null, '', '/profile/user');
    const view = renderPanel();
    expect(document.documentElement).toHaveClass(STOCK_PROFILE_CLASS);
    navigation.pathname = '/';
    window.history.replaceState(null, '', '/');
    view.rerender(
      <StockPanelFrame offerId={7} noHide={false} label="Акция" closeLabel="Закрыть" className="panel">
        <p>Скидка 15%</p>
      </StockPanelFrame>,
    );
    expect(document.documentElement).not.toHaveClass(STOCK_PROFILE_CLASS);
    expect(isProfilePath('/profile')).toBe(true);
    expect(isProfilePath('/profile/order/calculator')).toBe(true);
    expect(isProfilePath('/profiles')).toBe(false);
    expect(isProfilePath('/blog/akcii')).toBe(false);
  });
});
