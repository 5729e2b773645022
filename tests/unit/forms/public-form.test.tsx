import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api-client/http';
import { submitForm } from '@/api-client/forms/submit-form';
import { requestKeySchema } from '@/api-client/schemas/request-key';
import { CallbackForm, ProductRequestForm } from '@/components/forms/public-forms';
import { getCaptchaToken } from '@/lib/captcha/get-captcha-token';
import forms from '@/lib/i18n/messages/forms.json';
import { useModalStore } from '@/lib/stores/modal-store';

vi.mock('@/api-client/forms/submit-form', () => ({ submitForm: vi.fn() }));
vi.mock('@/lib/captcha/get-captcha-token', () => ({ getCaptchaToken: vi.fn() }));

const send = vi.mocked(submitForm);
const captcha = vi.mocked(getCaptchaToken);

function renderForm(ui: React.ReactElement) {
  return render(
    <NextIntlClientProvider locale="ru" messages={{ Forms: forms }}>
      {ui}
    </NextIntlClientProvider>,
  );
}

async function fillCallback(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Ваше имя'), 'Иван');
  await user.type(screen.getByLabelText('Телефон'), '89123456789');
  await user.click(screen.getByRole('checkbox', { name: 'Принимаю условия обработки персональных данных' }));
}

const modalKinds = () => useModalStore.getState().stack.map((entry) => [entry.kind, entry.props]);

describe('public form kit', { timeout: 20_000 }, () => {
  beforeEach(() => {
    captcha.mockResolvedValue('development');
    send.mockResolvedValue({ status: 'ok' });
    document.cookie = 'form_callback=; max-age=0; path=/';
  });
  afterEach(() => {
    vi.clearAllMocks();
    useModalStore.setState({ stack: [] });
  });

  it('sends the masked phone with the captcha token, clears the form and opens request-sent', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    renderForm(<CallbackForm onSent={onSent} />);
    expect(screen.getByLabelText('Сообщение')).toHaveValue('http://localhost:3000/');
    await fillCallback(user);
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (912)-345-67-89');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith('callback', { name: 'Иван', phone: '+7 (912)-345-67-89', message: 'http://localhost:3000/' }, expect.objectContaining({ captchaToken: 'development', file: null }));
    expect(requestKeySchema.safeParse(send.mock.calls[0]?.[2].requestKey).success).toBe(true);
    expect(modalKinds()).toEqual([['request-sent', {}]]);
    expect(screen.getByLabelText('Ваше имя')).toHaveValue('');
    // The next message asks for consent again, as the form is still on the page.
    expect(screen.getByRole('checkbox', { name: 'Принимаю условия обработки персональных данных' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
  });

  it('shows the rule messages, clears one when its field is edited, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm(<CallbackForm />);
    await user.clear(screen.getByLabelText('Сообщение'));
    await user.type(screen.getByLabelText('Телефон'), '912');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('В номере должно быть 11 чисел')).toBeInTheDocument();
    expect(screen.getAllByText('Пожалуйста, заполните обязательные поля')).toHaveLength(2);
    await user.type(screen.getByLabelText('Ваше имя'), 'И');
    expect(screen.getAllByText('Пожалуйста, заполните обязательные поля')).toHaveLength(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the button disabled until consent', async () => {
    const user = userEvent.setup();
    renderForm(<CallbackForm />);
    const button = screen.getByRole('button', { name: 'Отправить' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(button).toBeEnabled();
  });

  it('puts server field errors on their fields and keeps the values', async () => {
    send.mockRejectedValue(new ApiError(400, 'Неверные параметры запроса', { phone: 'В номере должно быть 11 чисел' }));
    const user = userEvent.setup();
    renderForm(<CallbackForm />);
    await fillCallback(user);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('В номере должно быть 11 чисел')).toBeInTheDocument();
    expect(screen.getByLabelText('Ваше имя')).toHaveValue('Иван');
    expect(modalKinds()).toEqual([]);
  });

  it.each([
    ['a network failure', new ApiError(0, 'fetch failed'), 'При отправке сообщения произошла ошибка'],
    ['a server error', new ApiError(500, 'Internal Server Error'), 'При отправке сообщения произошла ошибка'],
    ['a proxy refusing the body', new ApiError(413, 'Payload Too Large'), 'При отправке сообщения произошла ошибка'],
    ['the rate limit', new ApiError(429, 'Слишком много запросов. Попробуйте ещё раз через 9 мин.', {}, true), 'Слишком много запросов. Попробуйте ещё раз через 9 мин.'],
  ])('opens the error modal on %s and keeps the typed data', async (_label, error, message) => {
    send.mockRejectedValue(error);
    const user = userEvent.setup();
    renderForm(<CallbackForm />);
    await fillCallback(user);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(modalKinds()).toEqual([['error', { message }]]));
    expect(screen.getByLabelText('Ваше имя')).toHaveValue('Иван');
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeEnabled();
  });

  it('sends a retry after a lost answer with the same key, and a changed message or the next one with a new key', async () => {
    send.mockRejectedValueOnce(new ApiError(0, 'fetch failed')).mockRejectedValueOnce(new ApiError(0, 'fetch failed'));
    const user = userEvent.setup();
    renderForm(<CallbackForm />);
    await fillCallback(user);
    const keys = () => send.mock.calls.map(([, , sent]) => sent.requestKey);
    const press = async (calls: number) => {
      await user.click(screen.getByRole('button', { name: 'Отправить' }));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(calls));
    };
    await press(1);
    await press(2);
    expect(keys()[1]).toBe(keys()[0]);
    // Another text is another request.
    await user.type(screen.getByLabelText('Ваше имя'), 'а');
    await press(3);
    expect(keys()[2]).not.toBe(keys()[1]);
    await waitFor(() => expect(modalKinds().at(-1)?.[0]).toBe('request-sent'));
    // Sent: the next message, even word for word the same, is another.
    await fillCallback(user);
    await user.type(screen.getByLabelText('Ваше имя'), 'а');
    await press(4);
    expect(new Set(keys()).size).toBe(3);
  });

  it('sends nothing when the captcha fails, and only logs it', async () => {
    captcha.mockRejectedValue(new Error('reCAPTCHA did not load'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderForm(<CallbackForm />);
    await fillCallback(user);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(send).not.toHaveBeenCalled();
    expect(modalKinds()).toEqual([]);
    log.mockRestore();
  });

  it("starts a product's request with the product, the options chosen and its page", () => {
    renderForm(<ProductRequestForm product="Фасад «Верона»" choice="Плёнка ПВХ глянцевая, Ваниль" />);
    expect(screen.getByLabelText('Сообщение')).toHaveValue(`Фасад «Верона»\nВаш выбор: Плёнка ПВХ глянцевая, Ваниль\n${window.location.origin}${window.location.pathname}\n`);
  });

  it('refuses a wrong file type and an over-size file in the browser, and sends the city twice', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm(<ProductRequestForm />);
    const input = screen.getByLabelText('Прикрепить файл');
    await user.upload(input, new File(['MZ'], 'setup.exe'));
    expect(screen.getByText('Можно прикрепить только файлы doc, dot, docx, docm, dotx, odt, rtf, txt, pdf, xls, xlsx, xlsm, xlsb, xltx, xltm, xlam, xlt, xla, xml')).toBeInTheDocument();
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(screen.getByText('Файл больше 10 МБ')).toBeInTheDocument();
    const pdf = new File(['%PDF-1.4'], 'Смета.pdf');
    await user.upload(input, pdf);
    expect(screen.queryByText('Файл больше 10 МБ')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Телефон или e-mail'), 'a@b.ru');
    await user.type(screen.getByLabelText('Город'), 'Тула');
    await user.type(screen.getByLabelText('Сообщение'), 'Нужны фасады');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        'productRequest',
        { contact: 'a@b.ru', city: ['Тула', 'Город не выбран'], message: 'Нужны фасады' },
        expect.objectContaining({ captchaToken: 'development', file: pdf }),
      ),
    );
  });

  it('keeps the values in a cookie until midnight and restores them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = renderForm(<CallbackForm />);
    await user.type(screen.getByLabelText('Ваше имя'), 'Черновик');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(decodeURIComponent(document.cookie)).toContain('"name":"Черновик"');
    unmount();
    renderForm(<CallbackForm />);
    expect(screen.getByLabelText('Ваше имя')).toHaveValue('Черновик');
    vi.useRealTimers();
  });
});
