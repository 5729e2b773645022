'use client';

import {
  addDays,
  addMonths,
  addYears,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ru } from 'date-fns/locale';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { formatDateInput, parseDateInput } from '@/lib/date-input';
import { moscowToday } from '@/lib/moscow-time';
import { useDismiss } from './use-dismiss';
import styles from './date-picker.module.css';

export type DatePickerTexts = {
  placeholder: string;
  /** The calendar button's name, with the field's label. */
  open: (label: string) => string;
  dialog: string;
  prev: Record<DatePickerView, string>;
  next: Record<DatePickerView, string>;
  /** The header button's name that leads to the wider view (months, then years). */
  up: Record<Exclude<DatePickerView, 'year'>, string>;
  chosen: (date: string) => string;
};

export type DatePickerView = 'day' | 'month' | 'year';

type DatePickerProps = {
  /** The form field's name; the form reads the typed dd.mm.yyyy text (parseDateInput makes it ISO). */
  name: string;
  label: string;
  /** ISO yyyy-mm-dd. */
  defaultValue?: string;
  error?: string;
  /** Called on every edit, so that the owner clears the field's error (spec §5). */
  onEdit?: () => void;
  texts: DatePickerTexts;
};

// Spec §9: weeks start on Monday; the chosen date reads 'dd MMM yyyy'.
const WEEK = { weekStartsOn: 1 } as const;
const CHOSEN_FORMAT = 'dd MMM yyyy';
const CALENDAR_WIDTH = 300;
/** Spec §5: a typed year is 19xx or 20xx; the calendar offers no other. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2099;
const inRange = (day: Date) => day.getFullYear() >= FIRST_YEAR && day.getFullYear() <= LAST_YEAR;
/** A key that would leave the calendar's years stops at its first or last day (End on 31.12.2099 stays there). */
const clampToRange = (day: Date) => (day.getFullYear() < FIRST_YEAR ? new Date(FIRST_YEAR, 0, 1) : day.getFullYear() > LAST_YEAR ? new Date(LAST_YEAR, 11, 31) : day);
/** The screen's edge the calendar keeps off (its max-width in the CSS leaves the same). */
const EDGE = 8;

/**
 * How far left of the field the calendar starts: none where it fits, else just enough to end by the screen's right
 * edge, and never so far that it starts past the left one (a field in the middle of a narrow phone).
 */
export function calendarShift(fieldLeft: number, screenWidth: number): number {
  const width = Math.min(CALENDAR_WIDTH, screenWidth - 2 * EDGE);
  const overflow = fieldLeft + width - (screenWidth - EDGE);
  if (overflow <= 0) return 0;
  return -Math.min(overflow, Math.max(0, fieldLeft - EDGE));
}

function monthDays(month: Date): Date[] {
  const days: Date[] = [];
  for (let day = startOfWeek(startOfMonth(month), WEEK); day <= endOfWeek(endOfMonth(month), WEEK); day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

const decadeStart = (date: Date) => Math.floor(date.getFullYear() / 10) * 10;

/** Which day the arrow keys move to from `day` in the day view; null for keys the grid leaves alone. */
export function movedDay(day: Date, key: string): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    case 'Home':
      return startOfWeek(day, WEEK);
    case 'End':
      return endOfWeek(day, WEEK);
    default:
      return null;
  }
}

/**
 * A date field of the cabinet: typed as dd.mm.yyyy or chosen in a 300 px calendar with day, month and decade views
 * (spec §9), Monday first. The calendar is a non-modal dialog: Escape, a press outside or Tab out of it closes it;
 * on Escape and on a choice, focus returns to its button.
 */
export function DatePicker({ name, label, defaultValue, error, onEdit, texts }: DatePickerProps) {
  const id = useId();
  const [text, setText] = useState(() => formatDateInput(defaultValue));
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<DatePickerView>('day');
  const [focused, setFocused] = useState<Date>(moscowToday);
  const { popupRef: dialogRef, toggleRef, contains } = useDismiss(open, () => setOpen(false), { returnFocus: true });
  const gridRef = useRef<HTMLTableElement>(null);
  // Set when opening, choosing a month or pressing keys in the grid: then the focused day takes the browser's focus.
  const focusDay = useRef(false);
  // Where the calendar starts, from the field's left edge: moved left, never past the screen's left edge.
  const [shift, setShift] = useState(0);
  const chosenIso = parseDateInput(text);
  const chosen = chosenIso ? parseISO(chosenIso) : null;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open || view !== 'day' || !focusDay.current) return;
    focusDay.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [open, view, focused]);

  const edit = (value: string) => {
    setText(value);
    onEdit?.();
  };

  const toggle = () => {
    if (open) return close(false);
    const field = toggleRef.current?.parentElement?.getBoundingClientRect();
    setShift(field ? calendarShift(field.left, window.innerWidth) : 0);
    setFocused(chosen ?? moscowToday());
    setView('day');
    focusDay.current = true;
    setOpen(true);
  };

  const choose = (day: Date) => {
    edit(format(day, 'dd.MM.yyyy'));
    close(true);
  };

  const onGridKey = (event: KeyboardEvent) => {
    const moved = movedDay(focused, event.key);
    if (!moved) return;
    event.preventDefault();
    const next = clampToRange(moved);
    if (isSameDay(next, focused)) return;
    focusDay.current = true;
    setFocused(next);
  };

  // Tabbing out of the calendar closes it, so that it does not stay open over the page.
  const onDialogBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !contains(next)) setOpen(false);
  };

  const stepped = (direction: 1 | -1) => (view === 'day' ? addMonths(focused, direction) : addYears(focused, view === 'month' ? direction : 10 * direction));
  // The decade view steps by ten: its last step lands in 2090–2099 or 1900–1909 however far into the decade it stood.
  const canStep = (direction: 1 | -1) => (view === 'year' ? inRange(new Date(decadeStart(focused) + 10 * direction, 0, 1)) : inRange(stepped(direction)));
  const step = (direction: 1 | -1) => {
    if (canStep(direction)) setFocused(stepped(direction));
  };

  const title =
    view === 'day' ? format(focused, 'LLLL yyyy', { locale: ru }) : view === 'month' ? format(focused, 'yyyy') : `${decadeStart(focused)}–${decadeStart(focused) + 9}`;
  const errorId = `${id}-error`;
  const days = monthDays(focused);
  const today = moscowToday();

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={texts.placeholder}
          value={text}
          onChange={(event) => edit(event.target.value)}
          // '1.2.2026' is taken as typed and then shown as the field writes dates: '01.02.2026'.
          onBlur={() => chosenIso && setText(formatDateInput(chosenIso))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-label={texts.open(label)}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={toggle}
        >
          <span className={styles.icon} aria-hidden="true" />
        </button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {open ? (
        <div ref={dialogRef} role="dialog" aria-label={texts.dialog} className={styles.dialog} style={shift ? { left: shift } : undefined} onBlur={onDialogBlur}>
          <div className={styles.head}>
            <button type="button" className={styles.step} aria-label={texts.prev[view]} disabled={!canStep(-1)} onClick={() => step(-1)}>
              ‹
            </button>
            {view === 'year' ? (
              <span className={styles.title} aria-live="polite">
                {title}
              </span>
            ) : (
              <button
                type="button"
                className={styles.title}
                aria-label={`${title}. ${texts.up[view]}`}
                aria-live="polite"
                onClick={() => setView(view === 'day' ? 'month' : 'year')}
              >
                {title}
              </button>
            )}
            <button type="button" className={styles.step} aria-label={texts.next[view]} disabled={!canStep(1)} onClick={() => step(1)}>
              ›
            </button>
          </div>
          {view === 'day' ? (
            <table ref={gridRef} className={styles.days} onKeyDown={onGridKey}>
              <thead>
                <tr>
                  {days.slice(0, 7).map((day) => (
                      <th key={day.getDay()} scope="col" abbr={format(day, 'EEEE', { locale: ru })}>
                        {format(day, 'EEEEEE', { locale: ru })}
                      </th>
                    ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: days.length / 7 }, (_, week) => (
                  <tr key={week}>
                    {days.slice(week * 7, week * 7 + 7).map((day) => (
                        <td key={day.toISOString()}>
                          <button
                            type="button"
                            tabIndex={isSameDay(day, focused) ? 0 : -1}
                            className={isSameMonth(day, focused) ? styles.day : `${styles.day} ${styles.outside}`}
                            aria-label={format(day, 'd MMMM yyyy, EEEE', { locale: ru })}
                            aria-pressed={chosen ? isSameDay(day, chosen) : false}
                            aria-current={isSameDay(day, today) ? 'date' : undefined}
                            disabled={!inRange(day)}
                            onClick={() => choose(day)}
                          >
                            {format(day, 'd')}
                          </button>
                        </td>
                      ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <div className={styles.cells}>
              {view === 'month'
                ? Array.from({ length: 12 }, (_, month) => new Date(focused.getFullYear(), month, 1)).map((month) => (
                    <button
                      key={month.getMonth()}
                      type="button"
                      className={styles.cell}
                      aria-label={format(month, 'LLLL yyyy', { locale: ru })}
                      aria-pressed={chosen ? isSameMonth(month, chosen) : false}
                      onClick={() => {
                        focusDay.current = true;
                        setFocused(month);
                        setView('day');
                      }}
                    >
                      {format(month, 'LLL', { locale: ru })}
                    </button>
                  ))
                : Array.from({ length: 10 }, (_, offset) => decadeStart(focused) + offset).map((year) => (
                    <button
                      key={year}
                      type="button"
                      className={styles.cell}
                      aria-pressed={chosen ? chosen.getFullYear() === year : false}
                      onClick={() => {
                        setFocused(new Date(year, focused.getMonth(), 1));
                        setView('month');
                      }}
                    >
                      {year}
                    </button>
                  ))}
            </div>
          )}
          {chosen ? <p className={styles.chosen}>{texts.chosen(format(chosen, CHOSEN_FORMAT, { locale: ru }))}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
