import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastFocusedControl, rememberFocus } from '@/lib/focus-memory';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** jsdom keeps the focus on a disabled button; the browser drops it to the page, which this does by hand. */
async function dropFocus(button: HTMLButtonElement) {
  button.blur();
  button.disabled = true;
  await flush();
}

describe('focus memory', () => {
  let stop = () => {};
  afterEach(() => {
    vi.useRealTimers();
    stop();
    document.body.innerHTML = '';
  });

  it('gives the focus back to a sending button once it is enabled again with nothing focused', async () => {
    document.body.innerHTML = '<form><textarea></textarea><button type="submit">Отправить</button></form>';
    stop = rememberFocus();
    const button = document.querySelector('button')!;
    button.focus();
    await dropFocus(button);
    expect(document.activeElement).toBe(document.body);
    button.disabled = false;
    await flush();
    expect(document.activeElement).toBe(button);
  });

  it('hands the focus to its section when the button stays disabled once its work is done (nothing left to mark)', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<section aria-label="Уведомления"><button>Отметить все прочитанными</button><ol><li>Заказ № 3</li></ol></section>';
    stop = rememberFocus();
    const button = document.querySelector('button')!;
    button.focus();
    button.blur();
    button.disabled = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(document.activeElement).toBe(document.body);
    await vi.advanceTimersByTimeAsync(600);
    expect(document.activeElement).toBe(document.querySelector('section'));
    // A slow request after all: enabled again, the button takes its focus back.
    button.disabled = false;
    await vi.advanceTimersByTimeAsync(10);
    expect(document.activeElement).toBe(button);
    vi.useRealTimers();
  });

  it('counts the second from the drop, however often the section is redrawn meanwhile', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<section aria-label="Уведомления"><button>Отметить все прочитанными</button><ol></ol></section>';
    stop = rememberFocus();
    const button = document.querySelector('button')!;
    button.focus();
    button.blur();
    button.disabled = true;
    for (let step = 0; step < 6; step += 1) {
      await vi.advanceTimersByTimeAsync(200);
      // Rows marked read one by one, each a change of the list.
      document.querySelector('ol')!.append(document.createElement('li'));
    }
    expect(document.activeElement).toBe(document.querySelector('section'));
    vi.useRealTimers();
  });

  it('brings the control it gives the focus back to into view when a change above pushed it out', async () => {
    document.body.innerHTML = '<form><textarea></textarea><button type="submit">Отправить</button></form>';
    stop = rememberFocus();
    const button = document.querySelector('button')!;
    const scroll = vi.fn();
    button.scrollIntoView = scroll;
    button.getBoundingClientRect = () => ({ top: 2000, bottom: 2040 }) as DOMRect;
    button.focus();
    await dropFocus(button);
    button.disabled = false;
    await flush();
    expect(document.activeElement).toBe(button);
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('leaves the focus where the user has put it meanwhile, and remembers no control of a dialog', async () => {
    document.body.innerHTML = '<button>Сохранить</button><input aria-label="Имя"><div role="dialog"><button>продолжить</button></div>';
    stop = rememberFocus();
    const [save, inDialog] = [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    save.focus();
    await dropFocus(save);
    inDialog.focus();
    expect(lastFocusedControl()).toBe(save);
    save.disabled = false;
    await flush();
    expect(document.activeElement).toBe(inDialog);

    const input = document.querySelector('input')!;
    save.focus();
    await dropFocus(save);
    input.focus();
    save.disabled = false;
    await flush();
    expect(document.activeElement).toBe(input);
  });

  it('hands the focus to the new button of the same key when the form is drawn anew after its save', async () => {
    document.body.innerHTML = '<form><button data-focus-key="order-details-save">Сохранить</button></form>';
    stop = rememberFocus();
    const old = document.querySelector('button')!;
    old.focus();
    await dropFocus(old);
    document.body.innerHTML = '<form><button data-focus-key="order-details-save">Сохранить</button></form>';
    await flush();
    const drawn = document.querySelector('button')!;
    expect(drawn).not.toBe(old);
    expect(document.activeElement).toBe(drawn);
  });

  it('takes no focus back when the user left the control themselves', async () => {
    document.body.innerHTML = '<button>Найти</button><p>текст</p>';
    stop = rememberFocus();
    const button = document.querySelector('button')!;
    button.focus();
    button.blur();
    document.querySelector('p')!.textContent = 'новый текст';
    button.disabled = true;
    await flush();
    expect(document.activeElement).toBe(document.body);
  });

  it('forgets a control that left the page, and everything once stopped', () => {
    document.body.innerHTML = '<button>Удалить</button>';
    stop = rememberFocus();
    const button = document.querySelector('button')!;
    button.focus();
    expect(lastFocusedControl()).toBe(button);
    button.remove();
    expect(lastFocusedControl()).toBeNull();
    document.body.innerHTML = '<button>Найти</button>';
    document.querySelector('button')!.focus();
    stop();
    expect(lastFocusedControl()).toBeNull();
  });

  it('hands the focus of a removed control to its new twin, or else to the nearest list or section still there', async () => {
    document.body.innerHTML =
      '<main><section aria-label="Комментарии"><ol><li id="c1"><button data-focus-key="comment-1">Изменить</button><button>Удалить</button></li><li><button>Удалить</button></li></ol></section></main>';
    stop = rememberFocus();
    // «Изменить» gives way to its edit form and comes back: the same key takes the focus.
    const edit = document.querySelector<HTMLButtonElement>('[data-focus-key="comment-1"]')!;
    edit.focus();
    edit.replaceWith(document.createElement('textarea'));
    const back = Object.assign(document.createElement('button'), { textContent: 'Изменить' });
    back.dataset.focusKey = 'comment-1';
    document.querySelector('textarea')!.replaceWith(back);
    await flush();
    expect(document.activeElement?.textContent).toBe('Изменить');

    // A deleted comment's button is gone for good: its list takes the focus, reachable by script only.
    const remove = document.querySelector<HTMLButtonElement>('#c1 button:last-child')!;
    remove.focus();
    document.getElementById('c1')!.remove();
    await flush();
    const list = document.querySelector('ol')!;
    expect(document.activeElement).toBe(list);
    expect(list.getAttribute('tabindex')).toBe('-1');
    expect(list.hasAttribute('data-focus-landing')).toBe(true);

    // Focus put elsewhere by the page itself is left alone.
    const other = document.querySelector<HTMLButtonElement>('li button')!;
    other.focus();
    const input = document.body.appendChild(document.createElement('input'));
    input.focus();
    other.remove();
    await flush();
    expect(document.activeElement).toBe(input);
  });

  it('hands the focus of a field whose keyed form was drawn anew to that new form', async () => {
    document.body.innerHTML = '<main><form data-focus-key="order-details"><textarea></textarea></form></main>';
    stop = rememberFocus();
    document.querySelector('textarea')!.focus();
    document.querySelector('main')!.innerHTML = '<form data-focus-key="order-details"><textarea disabled></textarea></form>';
    await flush();
    expect(document.activeElement).toBe(document.querySelector('form'));
  });
});
