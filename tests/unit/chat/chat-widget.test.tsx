import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/api-client/query-client';
import { ChatWidget } from '@/components/chat/chat-widget';
import { CHAT_SOUND_EVENT } from '@/components/chat/sound';
import { logout, startSession } from '@/lib/session/session';
import { writeSession } from '@/lib/session/token-storage';
import { useSessionStore } from '@/lib/stores/session-store';
import { useChatStore } from '@/lib/stores/chat-store';
import { emitStreamEvent } from '@/lib/stream/event-bus';

const SID = 'b'.repeat(32);
const texts = { tgwebchatBtnText: 'Онлайн-консультант', tgwebchatSubBtnText: 'Ответим за 5 минут', tgwebchatDefaultMessage: 'Здравствуйте! Чем помочь?' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The phone's width, where the open window covers the page.
let phone = false;
beforeEach(() => {
  document.cookie = `sbs=${SID}; Path=/`;
  phone = false;
  window.matchMedia = vi.fn(
    (query: string) => ({ matches: phone && query === '(max-width: 689px)', addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
});
afterEach(() => {
  server.resetHandlers();
  getQueryClient().clear();
  localStorage.clear();
  useChatStore.setState({ open: false, hasNew: false, messages: [], draft: '' });
  useSessionStore.setState({ token: null, user: null, checked: false, loggedOutByButton: false });
});
afterAll(() => server.close());

/** Serves restore and send_message; each send waits for `release` when given. */
function serve({ restored = [] as unknown[], answer = 'ok', release }: { restored?: unknown[]; answer?: string; release?: Promise<void> } = {}) {
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/v1/tgwebchat/restore', ({ request }) => {
      expect(new URL(request.url).searchParams.get('sid')).toBe(SID);
      return HttpResponse.json({ messages: restored });
    }),
    http.post('*/api/v1/tgwebchat/send_message', async ({ request }) => {
      const form = await request.formData();
      sent.push(JSON.parse(form.get('sms') as string));
      await release;
      return HttpResponse.json({ data: answer });
    }),
  );
  return sent;
}

const openChat = async () => {
  render(<ChatWidget texts={texts} />);
  fireEvent.click(screen.getByRole('button', { name: /Онлайн-консультант/ }));
  // The window's code loads on demand, which takes a moment the first time.
  return screen.findByRole('textbox', { name: 'Введите сообщение' }, { timeout: 5000 });
};

describe('web chat', () => {
  it('shows the button texts from loc and the greeting in the window', async () => {
    serve();
    render(<ChatWidget texts={texts} />);
    expect(screen.getByRole('button', { name: /Ответим за 5 минут/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Онлайн-консультант/ }));
    const chat = await screen.findByRole('dialog', { name: 'Онлайн-чат' }, { timeout: 5000 });
    expect(chat).toHaveTextContent('Здравствуйте! Чем помочь?');
    // Messages are personal data too: the window says so, with the terms in a new tab as the forms link them.
    expect(chat).toHaveTextContent('Отправляя сообщение, вы соглашаетесь с условиями обработки персональных данных');
    const terms = screen.getByRole('link', { name: 'условиями обработки персональных данных' });
    expect(terms).toHaveAttribute('href', '/privacy');
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('is offered before the cookie notice is answered (it sits above the notice)', () => {
    document.cookie = 'confirmCookie=; Max-Age=0; Path=/';
    render(<ChatWidget texts={texts} />);
    expect(screen.getByRole('button', { name: /Онлайн-консультант/ })).toBeInTheDocument();
  });

  it('is not offered to a signed-in user', () => {
    writeSession('token', Math.floor(Date.now() / 1000) + 60);
    const { container } = render(<ChatWidget texts={texts} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('goes away when a visitor signs in and comes back after «Выход», without a reload', () => {
    useSessionStore.setState({ checked: true });
    const { container } = render(<ChatWidget texts={texts} />);
    expect(screen.getByRole('button', { name: /Онлайн-консультант/ })).toBeInTheDocument();
    act(() => startSession('header.eyJuYW1lIjoi0JDQu9C10LrRgdC10LkifQ.sig', Math.floor(Date.now() / 1000) + 60));
    expect(container).toBeEmptyDOMElement();
    act(() => logout());
    expect(screen.getByRole('button', { name: /Онлайн-консультант/ })).toBeInTheDocument();
  });

  it('takes the focus into its text box when opened from its button, and gives it back to the button when closed', async () => {
    serve();
    const field = await openChat();
    await waitFor(() => expect(field).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть чат' }));
    expect(screen.getByRole('button', { name: /Онлайн-консультант/ })).toHaveFocus();
  });

  it('holds Tab inside like a modal where it covers the page, and not beside a wide page', async () => {
    serve();
    phone = true;
    await openChat();
    const dialog = screen.getByRole('dialog', { name: 'Онлайн-чат' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const send = screen.getByRole('button', { name: 'Отправить' });
    const close = screen.getByRole('button', { name: 'Закрыть чат' });
    send.focus();
    expect(fireEvent.keyDown(send, { key: 'Tab' })).toBe(false);
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(send).toHaveFocus();
    fireEvent.click(close);

    phone = false;
    fireEvent.click(screen.getByRole('button', { name: /Онлайн-консультант/ }));
    await screen.findByRole('textbox', { name: 'Введите сообщение' });
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-modal');
    const wideSend = screen.getByRole('button', { name: 'Отправить' });
    wideSend.focus();
    expect(fireEvent.keyDown(wideSend, { key: 'Tab' })).toBe(true);
  });

  it('closes with Escape, and keeps the text typed for the next opening', async () => {
    serve();
    const field = await openChat();
    fireEvent.change(field, { target: { value: 'Нужны фасады на кухню' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Онлайн-консультант/ })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: /Онлайн-консультант/ }));
    expect(await screen.findByRole('textbox', { name: 'Введите сообщение' })).toHaveValue('Нужны фасады на кухню');
  });

  it('leaves the focus where it is when a manager\'s answer opens it', async () => {
    serve();
    render(
      <>
        <input aria-label="Поиск" />
        <ChatWidget texts={texts} />
      </>,
    );
    const search = screen.getByRole('textbox', { name: 'Поиск' });
    search.focus();
    act(() => useChatStore.getState().addMessages([{ from: 'manager', date: 1_764_000_000, message: 'Добрый день!' }], true));
    expect(await screen.findByRole('textbox', { name: 'Введите сообщение' }, { timeout: 5000 })).not.toHaveFocus();
    expect(search).toHaveFocus();
  });

  it('does not send an empty text and logs it', async () => {
    const sent = serve();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const box = await openChat();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(info).toHaveBeenCalledWith('Нечего отправлять');
    expect(sent).toEqual([]);
    info.mockRestore();
  });

  it('sends with Ctrl+Enter, once at a time, and shows the message only when the server says ok', async () => {
    let release: () => void = () => undefined;
    const sent = serve({ release: new Promise<void>((resolve) => (release = resolve)) });
    const box = await openChat();
    fireEvent.change(box, { target: { value: 'Нужны образцы' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    // Pressed while sending it sends nothing, and stays enabled, so a focused button keeps the focus in the window.
    const busy = await screen.findByRole('button', { name: 'Отправка…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toBeDisabled();
    busy.focus();
    fireEvent.click(busy);
    expect(document.activeElement).toBe(busy);
    expect(screen.queryByText('Нужны образцы', { selector: 'li' })).toBeNull();
    act(() => release());
    await screen.findByText(/Нужны образцы/, { selector: 'li' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ data: { text: 'Нужны образцы', user: { sid: SID }, date: expect.any(Number) as number } });
    expect(box).toHaveValue('');
    expect(JSON.parse(localStorage.getItem(`tgwebchat_${SID}`) ?? '[]')).toMatchObject([{ from: 'user', message: 'Нужны образцы' }]);
  });

  it('keeps the text and shows an error when the server does not answer ok', async () => {
    serve({ answer: 'fail' });
    const box = await openChat();
    fireEvent.change(box, { target: { value: 'Вопрос' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось отправить сообщение');
    expect(box).toHaveValue('Вопрос');
  });

  it('sends a text again with its first date, so a send whose answer was lost is not stored twice', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_790_000_000_000);
    const sent = serve({ answer: 'fail' });
    const box = await openChat();
    fireEvent.change(box, { target: { value: 'Вопрос' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await screen.findByRole('alert');
    now.mockReturnValue(1_790_000_030_000);
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    fireEvent.change(box, { target: { value: 'Другой вопрос' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((body) => (body as { data: { date: number } }).data.date)).toEqual([1_790_000_000, 1_790_000_000, 1_790_000_030]);
    now.mockRestore();
  });

  it('restores the conversation from browser storage and the server', async () => {
    localStorage.setItem(`tgwebchat_${SID}`, JSON.stringify([{ from: 'user', date: 1_700_000_000, message: 'Из хранилища' }]));
    serve({ restored: [{ from: 'user', date: 1_700_000_000, message: 'Из хранилища' }, { from: 'manager', date: 1_700_000_100, message: 'С сервера' }] });
    await openChat();
    expect(await screen.findByText(/С сервера/, { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText(/Из хранилища/, { selector: 'li' })).toBeInTheDocument();
  });

  it('opens the chat and plays the sound when a manager writes', async () => {
    serve();
    const sound = vi.fn();
    window.addEventListener(CHAT_SOUND_EVENT, sound);
    render(<ChatWidget texts={texts} />);
    act(() => emitStreamEvent({ e: 'newTgChatMessage', date: 1_700_000_000, message: 'Добрый день!' }));
    expect(await screen.findByText(/Добрый день!/, { selector: 'li' }, { timeout: 5000 })).toBeInTheDocument();
    expect(sound).toHaveBeenCalledTimes(1);
    act(() => emitStreamEvent({ e: 'newTgChatArchiveMessages', archivemessages: [{ from: 'manager', date: 1, message: 'Раз' }, { from: 'manager', date: 2, message: 'Два' }] }));
    await waitFor(() => expect(screen.getByText(/Два/, { selector: 'li' })).toBeInTheDocument());
    expect(sound).toHaveBeenCalledTimes(2);
    window.removeEventListener(CHAT_SOUND_EVENT, sound);
  });

  it('keeps a text typed while the previous message was being sent', async () => {
    let release: () => void = () => undefined;
    serve({ release: new Promise<void>((resolve) => (release = resolve)) });
    const box = await openChat();
    fireEvent.change(box, { target: { value: 'Первое' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await screen.findByRole('button', { name: 'Отправка…' });
    fireEvent.change(box, { target: { value: 'Второе' } });
    act(() => release());
    await screen.findByText(/Первое/, { selector: 'li' });
    expect(box).toHaveValue('Второе');
  });

  it('announces an answer given while the page was closed: the window opens with it and the sound plays', async () => {
    localStorage.setItem(`tgwebchat_${SID}`, JSON.stringify([{ from: 'user', date: 1_700_000_000, message: 'Есть белые?' }]));
    serve({ restored: [{ from: 'user', date: 1_700_000_000, message: 'Есть белые?' }, { from: 'manager', date: 1_700_000_100, message: 'Да, есть' }] });
    const sound = vi.fn();
    window.addEventListener(CHAT_SOUND_EVENT, sound);
    render(<ChatWidget texts={texts} />);
    expect(await screen.findByText(/Да, есть/, { selector: 'li' }, { timeout: 5000 })).toBeInTheDocument();
    expect(sound).toHaveBeenCalledTimes(1);
    window.removeEventListener(CHAT_SOUND_EVENT, sound);
  });

  it('asks the server again when the visitor comes back to the tab, and only once a conversation is begun', async () => {
    let restores = 0;
    let restored: unknown[] = [];
    server.use(
      http.get('*/api/v1/tgwebchat/restore', () => {
        restores += 1;
        return HttpResponse.json({ messages: restored });
      }),
    );
    const { unmount } = render(<ChatWidget texts={texts} />);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(restores).toBe(0);
    unmount();
    localStorage.setItem(`tgwebchat_${SID}`, JSON.stringify([{ from: 'user', date: 1_700_000_000, message: 'Вопрос' }]));
    restored = [{ from: 'user', date: 1_700_000_000, message: 'Вопрос' }];
    render(<ChatWidget texts={texts} />);
    await waitFor(() => expect(restores).toBe(1));
    expect(screen.getByRole('button', { name: /Онлайн-консультант/ })).toBeInTheDocument();
    restored = [...restored, { from: 'manager', date: 1_700_000_200, message: 'Ответ, пока вкладка спала' }];
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(restores).toBe(2));
    // The window it opens reads the conversation once more for itself.
    expect(await screen.findByText(/Ответ, пока вкладка спала/, { selector: 'li' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows no unread dot after the answer was read in the open window and the window closed', async () => {
    serve();
    render(<ChatWidget texts={texts} />);
    act(() => emitStreamEvent({ e: 'newTgChatMessage', date: 1_700_000_000, message: 'Добрый день!' }));
    await screen.findByText(/Добрый день!/, { selector: 'li' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть чат' }));
    const launcher = await screen.findByRole('button', { name: /Онлайн-консультант/ });
    expect(launcher.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
