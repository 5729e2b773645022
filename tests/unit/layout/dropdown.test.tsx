import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dropdown } from '@/components/layout/dropdown';

function renderDropdown() {
  return render(
    <>
      <Dropdown label="Другие дни">
        <p>Пн 09:00–19:00</p>
        <a href="#week">Неделя</a>
      </Dropdown>
      <p>Снаружи</p>
    </>,
  );
}

describe('Dropdown', () => {
  it('toggles on click', async () => {
    const user = userEvent.setup();
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Другие дни' });
    expect(screen.queryByText('Пн 09:00–19:00')).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Пн 09:00–19:00')).toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on an outside click, not on a click inside', async () => {
    const user = userEvent.setup();
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Другие дни' });
    await user.click(button);
    await user.click(screen.getByText('Пн 09:00–19:00'));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Снаружи'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, returning focus to its button, and on a link click inside', async () => {
    const user = userEvent.setup();
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Другие дни' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Неделя' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Back or Forward', async () => {
    const user = userEvent.setup();
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Другие дни' });
    await user.click(button);
    await act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
