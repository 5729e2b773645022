import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect, useState, type ComponentType } from 'react';
import { openModal, useModalStore, type ModalKind } from '@/lib/stores/modal-store';
import { ErrorModal, REQUEST_SENT_CLOSE_MS, RequestSentModal, SuccessModal } from '@/components/modals/kinds/message-modals';
import { ModalLoading, ModalTitle, useModal } from '@/components/modals/modal-parts';
import type { ModalRegistry } from '@/components/modals/registry';
import { ModalIntl } from '@/components/modals/modal-intl';
import { renderWithIntl } from './render';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const { ModalStack, MODAL_ANIMATION_MS } = await import('@/components/modals/modal-stack');

function Plain() {
  const { close } = useModal();
  return (
    <>
      <ModalTitle>Простое окно</ModalTitle>
      <button type="button">Первая</button>
      <button type="button" onClick={close}>
        Последняя
      </button>
    </>
  );
}

// Stands for a kind whose code is still loading: the placeholder first, the real window when `finishLoading` runs.
const loading = { finish: () => {} };
function Loading() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    loading.finish = () => setLoaded(true);
  }, []);
  return loaded ? <ModalTitle>Окно загружено</ModalTitle> : <ModalLoading />;
}

const ALL_KINDS: ModalKind[] = ['error', 'generic-error', 'request-sent', 'success', 'session-expired', 'confirm', 'privacy', 'custom', 'city', 'login', 'feedback-choice', 'callback', 'message', 'question', 'product-request'];
const registry = {
  ...Object.fromEntries(ALL_KINDS.map((kind) => [kind, Plain as ComponentType])),
  error: ErrorModal,
  success: SuccessModal,
  'request-sent': RequestSentModal,
  custom: Loading,
} as unknown as ModalRegistry;

const renderStack = () => renderWithIntl(<ModalStack labels={{ close: 'Закрыть', loading: 'Загрузка' }} registry={registry} TextProvider={ModalIntl} />);
const open = (...args: Parameters<typeof openModal>) => act(() => void openModal(...args));
const escape = () => act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
const backdropOf = (name: string) => screen.getByRole('dialog', { name }).parentElement as HTMLElement;

describe('ModalStack', () => {
  beforeEach(() => {
    navigation.pathname = '/';
  });
  afterEach(() => {
    act(() => useModalStore.setState({ stack: [] }));
    vi.useRealTimers();
  });

  it('renders an accessible dialog labelled by its title, with a close button', () => {
    renderStack();
    open('error', {});
    const dialog = screen.getByRole('dialog', { name: 'Ошибка' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Что-пошло не так')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'продолжить' }));
    expect(screen.queryByRole('dialog', { name: 'Ошибка' })).not.toBeInTheDocument();
  });

  it('stacks later modals above earlier ones', () => {
    renderStack();
    open('success', { title: 'Первое' });
    open('error', { message: 'Второе' });
    const lower = backdropOf('Первое');
    const upper = backdropOf('Ошибка');
    expect(Number(upper.style.zIndex)).toBeGreaterThan(Number(lower.style.zIndex));
    expect(lower).toHaveAttribute('inert');
    expect(upper).not.toHaveAttribute('inert');
  });

  it('Escape closes only the top modal, then the next one', () => {
    renderStack();
    open('success', { title: 'Первое' });
    open('error', { message: 'Второе' });
    escape();
    expect(screen.queryByRole('dialog', { name: 'Ошибка' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Первое' })).toBeInTheDocument();
    escape();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a backdrop click closes only the top modal; clicks inside the dialog do not', () => {
    renderStack();
    open('success', { title: 'Первое' });
    open('error', {});
    fireEvent.click(screen.getByRole('dialog', { name: 'Ошибка' }));
    expect(screen.getByRole('dialog', { name: 'Ошибка' })).toBeInTheDocument();
    // The second click of the double click that opened it.
    fireEvent.click(backdropOf('Ошибка'), { detail: 2 });
    expect(screen.getByRole('dialog', { name: 'Ошибка' })).toBeInTheDocument();
    fireEvent.click(backdropOf('Ошибка'));
    expect(screen.queryByRole('dialog', { name: 'Ошибка' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Первое' })).toBeInTheDocument();
  });

  it('a press that starts in the dialog and ends on the backdrop does not close it', () => {
    renderStack();
    open('error', {});
    fireEvent.mouseDown(screen.getByText('Что-пошло не так'));
    fireEvent.click(backdropOf('Ошибка'));
    expect(screen.getByRole('dialog', { name: 'Ошибка' })).toBeInTheDocument();
  });

  it('a non-dismissible modal ignores Escape and the backdrop and has no close button', () => {
    renderStack();
    open('success', { title: 'Важное' }, { dismissible: false });
    escape();
    fireEvent.click(backdropOf('Важное'));
    expect(screen.getByRole('dialog', { name: 'Важное' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  });

  it('moves focus into the modal and returns it to the opener on close', () => {
    renderStack();
    const opener = document.createElement('button');
    opener.textContent = 'Открыть';
    document.body.append(opener);
    opener.focus();
    open('error', {});
    expect(screen.getByRole('dialog', { name: 'Ошибка' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('gives the focus to the toggle of the popup its opener was in when the popup closed under it', () => {
    renderStack();
    const page = document.createElement('div');
    page.innerHTML =
      '<button aria-controls="panel" aria-expanded="true">Уведомления</button><div id="panel"><ul><li><button>Заказ № 3</button></li></ul></div>';
    document.body.append(page);
    const item = page.querySelector<HTMLButtonElement>('#panel button')!;
    item.focus();
    open('error', {});
    // The panel closes when the window takes the focus: its items are gone.
    const panel = page.querySelector<HTMLElement>('#panel')!;
    panel.hidden = true;
    panel.replaceChildren();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByRole('button', { name: 'Уведомления' })).toHaveFocus();
    page.remove();
  });

  it('gives the focus to the nearest part of the page still there when its opener was removed', () => {
    renderStack();
    const page = document.createElement('section');
    page.innerHTML = '<ul><li><button>Удалить</button></li></ul>';
    document.body.append(page);
    page.querySelector('button')!.focus();
    open('error', {});
    page.querySelector('li')!.remove();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(page.querySelector('ul')).toHaveFocus();
    page.remove();
  });

  it('focuses the dialog anew when its code has loaded, so that it is announced by its own title', async () => {
    renderStack();
    open('custom', {});
    const dialog = screen.getByRole('dialog', { name: 'Загрузка' });
    expect(dialog).toHaveFocus();
    const focused = vi.fn();
    dialog.addEventListener('focus', focused);
    act(() => loading.finish());
    await vi.waitFor(() => expect(focused).toHaveBeenCalledOnce());
    expect(screen.getByRole('dialog', { name: 'Окно загружено' })).toHaveFocus();
  });

  it('shows a window once for a double click on its button, and a different one from the same button as its own', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    // Both clicks land while the stack's code is still loading, the first time a window opens on the page.
    open('error', { message: 'Заказ № 7 не найден' });
    open('error', { message: 'Заказ № 7 не найден' });
    renderStack();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(useModalStore.getState().stack).toHaveLength(1);
    opener.focus();
    open('error', { message: 'Заказ № 8 не найден' });
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(2);
    opener.remove();
  });

  it('traps Tab inside the top modal', () => {
    renderStack();
    open('login', {});
    const dialog = screen.getByRole('dialog', { name: 'Простое окно' });
    const close = screen.getByRole('button', { name: 'Закрыть' });
    screen.getByRole('button', { name: 'Последняя' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Последняя' })).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('locks page scroll while any modal is open and releases it after the last one closes', () => {
    renderStack();
    expect(document.body.style.overflow).toBe('');
    open('success', { title: 'Первое' });
    open('error', {});
    expect(document.body.style.overflow).toBe('hidden');
    escape();
    expect(document.body.style.overflow).toBe('hidden');
    escape();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps a closed modal for its animation, hidden from assistive technology', () => {
    vi.useFakeTimers();
    renderStack();
    open('error', {});
    escape();
    const closing = screen.getByText('Что-пошло не так').closest('[data-state]');
    expect(closing).toHaveAttribute('data-state', 'closing');
    expect(closing).toHaveAttribute('aria-hidden', 'true');
    act(() => {
      vi.advanceTimersByTime(MODAL_ANIMATION_MS);
    });
    expect(screen.queryByText('Что-пошло не так')).not.toBeInTheDocument();
  });

  it('words the confirmation of a form that is no request as that form', () => {
    renderStack();
    open('request-sent', { kind: 'subscribe' });
    expect(screen.getByRole('dialog', { name: 'Вы подписаны на новости' })).toHaveTextContent('Письма будут приходить на указанный адрес.');
    expect(screen.queryByText('В ближайшее время наш менеджер свяжется с вами.')).not.toBeInTheDocument();
  });

  it('closes the request-sent modal by itself after 1500 ms', () => {
    vi.useFakeTimers();
    renderStack();
    open('request-sent', {});
    expect(screen.getByRole('dialog', { name: 'Ваша заявка отправлена' })).toBeInTheDocument();
    expect(screen.getByText('В ближайшее время наш менеджер свяжется с вами.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(REQUEST_SENT_CLOSE_MS - 1);
    });
    expect(useModalStore.getState().stack).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(useModalStore.getState().stack).toHaveLength(0);
  });

  it('closes every modal on navigation', () => {
    const view = renderStack();
    open('success', { title: 'Первое' });
    open('error', {});
    navigation.pathname = '/catalog/fasady-pvh';
    view.rerender(<ModalStack labels={{ close: 'Закрыть', loading: 'Загрузка' }} registry={registry} TextProvider={ModalIntl} />);
    expect(useModalStore.getState().stack).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a modal that waits for an answer across a navigation (an unread priority notification, decision 2)', () => {
    const view = renderStack();
    open('success', { title: 'Прочитайте' }, { dismissible: false });
    open('error', {});
    navigation.pathname = '/profile/notifications';
    view.rerender(<ModalStack labels={{ close: 'Закрыть', loading: 'Загрузка' }} registry={registry} TextProvider={ModalIntl} />);
    expect(useModalStore.getState().stack.map((entry) => entry.kind)).toEqual(['success']);
    expect(screen.getByRole('dialog', { name: 'Прочитайте' })).toBeInTheDocument();
  });
});
