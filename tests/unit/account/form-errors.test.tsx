import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api-client/http';
import { applyFieldErrors, focusFirstField } from '@/components/account/form-errors';

function renderForm() {
  render(
    <form aria-label="Регистрация">
      <input name="last_name" aria-label="Фамилия" />
      <input name="name" aria-label="Имя" />
      <input name="phone" aria-label="Телефон" />
      <input name="email" aria-label="E-mail" />
      <input name="password" aria-label="Пароль" />
    </form>,
  );
  return screen.getByRole('form');
}

describe('focusFirstField', () => {
  it('focuses the first named field in the form\'s order, whatever order the names come in', () => {
    const form = renderForm();
    focusFirstField(form, ['password', 'email', 'name']);
    expect(screen.getByLabelText('Имя')).toHaveFocus();
  });

  it('does nothing without a form', () => {
    renderForm();
    focusFirstField(undefined, ['name']);
    expect(document.body).toHaveFocus();
  });
});

describe('applyFieldErrors', () => {
  it('puts the server\'s messages on their fields and focuses the first of them in the form', () => {
    const form = renderForm();
    const setError = vi.fn();
    const error = new ApiError(409, 'Пользователь с таким e-mail уже зарегистрирован', { email: 'e-mail занят', phone: 'телефон занят', other: 'x' }, true);
    expect(applyFieldErrors(error, ['name', 'phone', 'email'], setError, form)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { message: 'e-mail занят' }],
      ['phone', { message: 'телефон занят' }],
    ]);
    expect(screen.getByLabelText('Телефон')).toHaveFocus();
  });

  it('reports no match for an error without its fields, and moves no focus', () => {
    const form = renderForm();
    expect(applyFieldErrors(new ApiError(500, 'Произошла ошибка'), ['name'], vi.fn(), form)).toBe(false);
    expect(document.body).toHaveFocus();
  });
});
