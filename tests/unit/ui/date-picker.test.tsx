import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calendarShift, DatePicker, movedDay, type DatePickerTexts } from '@/components/ui/date-picker';

const texts: DatePickerTexts = {
  placeholder: 'дд.мм.гггг',
  open: (label) => `Выбрать дату: ${label}`,
  dialog: 'Календарь',
  prev: { day: 'Предыдущий месяц', month: 'Предыдущий год', year: 'Предыдущие десять лет' },
  next: { day: 'Следующий месяц', month: 'Следующий год', year: 'Следующие десять лет' },
  up: { day: 'Выбрать месяц', month: 'Выбрать год' },
  chosen: (date) => `Выбрано: ${date}`,
};

function renderPicker(props: { defaultValue?: string; error?: string; onEdit?: () => void } = {}) {
  return render(
    <form aria-label="Фильтр">
      <DatePicker name="date_from" label="Создан с" texts={texts} {...props} />
    </form>,
  );
}

describe('DatePicker', () => {
  it('shows an ISO value as dd.mm.yyyy and hands the typed text to its form', async () => {
    const onEdit = vi.fn();
    renderPicker({ defaultValue: '2026-11-24', onEdit });
    const input = screen.getByRole('textbox', { name: 'Создан с' });
    expect(input).toHaveValue('24.11.2026');
    expect(input).toHaveAttribute('placeholder', 'дд.мм.гггг');
    await userEvent.clear(input);
    await userEvent.type(input, '01.02.2026');
    expect(onEdit).toHaveBeenCalled();
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Фильтр' });
    expect(new FormData(form).get('date_from')).toBe('01.02.2026');
  });

  it('writes a date typed with one-digit day and month as dd.mm.yyyy when the field is left, and leaves other text alone', async () => {
    renderPicker();
    const input = screen.getByRole('textbox', { name: 'Создан с' });
    await userEvent.type(input, '1.2.2026');
    await userEvent.tab();
    expect(input).toHaveValue('01.02.2026');
    await userEvent.clear(input);
    await userEvent.type(input, '31.2.2026');
    await userEvent.tab();
    expect(input).toHaveValue('31.2.2026');
  });

  it('ties its error to the field', () => {
    renderPicker({ error: 'Дата заполнена неверно' });
    const input = screen.getByRole('textbox', { name: 'Создан с' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Дата заполнена неверно');
  });

  it('opens a Monday-first month at the chosen day, moves by the keys and writes the day chosen', async () => {
    const user = userEvent.setup();
    renderPicker({ defaultValue: '2026-11-24' });
    const toggle = screen.getByRole('button', { name: 'Выбрать дату: Создан с' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Календарь' });
    expect(within(dialog).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    expect(within(dialog).getByRole('button', { name: /^ноябрь 2026/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Выбрано: 24 нояб. 2026')).toBeInTheDocument();
    const chosen = within(dialog).getByRole('button', { name: '24 ноября 2026, вторник' });
    expect(chosen).toHaveFocus();
    expect(chosen).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: '2 декабря 2026, среда' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Создан с' })).toHaveValue('02.12.2026');
    expect(toggle).toHaveFocus();
  });

  it('steps through months, then picks a month and a year from the wider views', async () => {
    const user = userEvent.setup();
    renderPicker({ defaultValue: '2026-11-24' });
    await user.click(screen.getByRole('button', { name: 'Выбрать дату: Создан с' }));
    const dialog = screen.getByRole('dialog', { name: 'Календарь' });
    await user.click(within(dialog).getByRole('button', { name: 'Следующий месяц' }));
    expect(within(dialog).getByRole('button', { name: /^декабрь 2026/ })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'декабрь 2026. Выбрать месяц' }));
    await user.click(within(dialog).getByRole('button', { name: '2026. Выбрать год' }));
    expect(within(dialog).getByText('2020–2029')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Предыдущие десять лет' }));
    expect(within(dialog).getAllByRole('button', { name: /^\d{4}$/ }).map((button) => button.textContent)).toEqual(
      ['2010', '2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019'],
    );
    await user.click(within(dialog).getByRole('button', { name: '2019' }));
    await user.click(within(dialog).getByRole('button', { name: 'март 2019' }));
    await user.click(within(dialog).getByRole('button', { name: '8 марта 2019, пятница' }));
    expect(screen.getByRole('textbox', { name: 'Создан с' })).toHaveValue('08.03.2019');
  });

  it('offers only the years a typed date may have (19xx and 20xx)', async () => {
    const user = userEvent.setup();
    renderPicker({ defaultValue: '2099-12-20' });
    await user.click(screen.getByRole('button', { name: 'Выбрать дату: Создан с' }));
    const dialog = screen.getByRole('dialog', { name: 'Календарь' });
    expect(within(dialog).getByRole('button', { name: 'Следующий месяц' })).toBeDisabled();
    // The last week shows January 2100's first days: none of them may be chosen.
    expect(within(dialog).getByRole('button', { name: '1 января 2100, пятница' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '31 декабря 2099, четверг' }));
    await user.click(screen.getByRole('button', { name: 'Выбрать дату: Создан с' }));
    await user.keyboard('{ArrowRight}');
    expect(within(screen.getByRole('dialog', { name: 'Календарь' })).getByRole('button', { name: '31 декабря 2099, четверг' })).toHaveFocus();
    await user.click(within(screen.getByRole('dialog', { name: 'Календарь' })).getByRole('button', { name: 'декабрь 2099. Выбрать месяц' }));
    const wider = screen.getByRole('dialog', { name: 'Календарь' });
    expect(within(wider).getByRole('button', { name: 'Следующий год' })).toBeDisabled();
    await user.click(within(wider).getByRole('button', { name: '2099. Выбрать год' }));
    expect(within(wider).getByText('2090–2099')).toBeInTheDocument();
    expect(within(wider).getByRole('button', { name: 'Следующие десять лет' })).toBeDisabled();
  });

  it('stops a key that would leave its years at the first or last day it offers', async () => {
    const user = userEvent.setup();
    renderPicker({ defaultValue: '2099-12-28' });
    await user.click(screen.getByRole('button', { name: 'Выбрать дату: Создан с' }));
    expect(screen.getByRole('button', { name: '28 декабря 2099, понедельник' })).toHaveFocus();
    // The week ends on 3 January 2100: End goes as far as the calendar does.
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '31 декабря 2099, четверг' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowDown}');
    expect(screen.getByRole('button', { name: '31 декабря 2099, четверг' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: '31 декабря 2099, четверг' })).toHaveFocus();
  });

  it('begins its years with 1900', async () => {
    const user = userEvent.setup();
    renderPicker({ defaultValue: '1900-01-10' });
    await user.click(screen.getByRole('button', { name: 'Выбрать дату: Создан с' }));
    const dialog = screen.getByRole('dialog', { name: 'Календарь' });
    expect(within(dialog).getByRole('button', { name: 'Предыдущий месяц' })).toBeDisabled();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('button', { name: '1 января 1900, понедельник' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'январь 1900. Выбрать месяц' }));
    await user.click(within(dialog).getByRole('button', { name: '1900. Выбрать год' }));
    expect(within(dialog).getByText('1900–1909')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Предыдущие десять лет' })).toBeDisabled();
  });

  it('closes on Escape and on a press outside', async () => {
    const user = userEvent.setup();
    renderPicker();
    const toggle = screen.getByRole('button', { name: 'Выбрать дату: Создан с' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when Tab leaves it, not while focus moves inside it', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Фильтр">
        <DatePicker name="date_from" label="Создан с" defaultValue="2026-11-24" texts={texts} />
        <button type="submit">Найти</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Выбрать дату: Создан с' }));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'ноябрь 2026. Выбрать месяц' })).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Найти' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('movedDay', () => {
  const day = new Date(2026, 10, 24);
  it('moves by a day, a week, a month, and to the ends of the Monday-first week', () => {
    expect(movedDay(day, 'ArrowLeft')).toEqual(new Date(2026, 10, 23));
    expect(movedDay(day, 'ArrowUp')).toEqual(new Date(2026, 10, 17));
    expect(movedDay(day, 'PageDown')).toEqual(new Date(2026, 11, 24));
    expect(movedDay(day, 'Home')).toEqual(new Date(2026, 10, 23));
    expect(movedDay(day, 'End')?.getDate()).toBe(29);
    expect(movedDay(day, 'a')).toBeNull();
  });
});

describe('calendarShift', () => {
  it('leaves a calendar that fits where it is', () => {
    expect(calendarShift(200, 1440)).toBe(0);
  });

  it('moves it left just enough to end by the right edge, and never past the left edge of a narrow phone', () => {
    expect(calendarShift(1200, 1440)).toBe(-(1200 + 300 - 1432));
    // 320 px: a field 80 px in starts the calendar 12 px in, not 26 px off the screen as aligning its right side did.
    expect(80 + calendarShift(80, 320)).toBe(12);
    expect(170 + calendarShift(170, 320)).toBeGreaterThanOrEqual(8);
    expect(170 + calendarShift(170, 320) + 300).toBeLessThanOrEqual(312);
  });
});
