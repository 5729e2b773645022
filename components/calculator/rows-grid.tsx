'use client';

import { useTranslations } from 'next-intl';
import { memo, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { CalcDraftRow, PricedRow, RowIssue, SizeLimits } from '@/api-client/schemas/calculator';
import { ROW_FIELDS, type RowField } from './draft';
import styles from './calculator.module.css';

const AREA = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const MONEY = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

type RowProps = {
  index: number;
  row: CalcDraftRow;
  priced: PricedRow | undefined;
  local: RowIssue[] | undefined;
  last: boolean;
  onEdit: (index: number, field: RowField, value: string) => void;
  onPaste: (index: number, field: RowField, text: string) => boolean;
  onRemove: (index: number) => void;
  onFocusRow: (index: number) => void;
};

function focusCell(row: number, field: RowField): boolean {
  const input = document.querySelector<HTMLInputElement>(`[data-calc-row="${row}"][data-calc-field="${field}"]`);
  input?.focus();
  return input !== null;
}

/** Enter moves on like Tab (height → width → quantity → note → next row's height), as a keyboard-only dealer types. */
function moveOn(event: KeyboardEvent<HTMLInputElement>, row: number, field: RowField) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const next = ROW_FIELDS.indexOf(field) + (event.shiftKey ? -1 : 1);
  if (next >= ROW_FIELDS.length) {
    // At once when the next row is there, so fast typing never lands in this row; else wait for it to render.
    if (!focusCell(row + 1, 'height')) requestAnimationFrame(() => focusCell(row + 1, 'height'));
  } else if (next < 0) focusCell(row - 1, 'note');
  else focusCell(row, ROW_FIELDS[next] as RowField);
}

const GridRow = memo(function GridRow({ index, row, priced, local, last, onEdit, onPaste, onRemove, onFocusRow }: RowProps) {
  const t = useTranslations('Orders.calculator');
  const issues = [...(local ?? []), ...(priced?.issues ?? [])];
  const level = issues.some((issue) => issue.level === 'error') ? 'error' : issues.length > 0 ? 'warning' : null;
  const fieldLevel = (field: RowField) => {
    const own = issues.filter((issue) => issue.field === field || (issue.field === 'row' && field !== 'note' && field !== 'quantity'));
    return own.some((issue) => issue.level === 'error') ? 'error' : own.length > 0 ? 'warning' : null;
  };
  const labels: Record<RowField, string> = { height: t('height'), width: t('width'), quantity: t('quantity'), note: t('note') };
  const issuesId = `calc-row-${index}-issues`;
  return (
    <>
      <tr className={level ? styles[`row_${level}`] : undefined} onFocus={() => onFocusRow(index)}>
        <td className={styles.num}>{index + 1}</td>
        {ROW_FIELDS.map((field) => {
          const state = fieldLevel(field);
          return (
            <td key={field} className={field === 'note' ? styles.noteCell : undefined}>
              <input
                className={state ? styles[`cell_${state}`] : undefined}
                value={row[field]}
                inputMode={field === 'note' ? 'text' : 'numeric'}
                aria-label={t('cellLabel', { column: labels[field], row: index + 1 })}
                aria-invalid={state === 'error' || undefined}
                aria-describedby={issues.length > 0 ? issuesId : undefined}
                maxLength={field === 'note' ? 200 : 12}
                data-calc-row={index}
                data-calc-field={field}
                onChange={(event) => onEdit(index, field, event.target.value)}
                onKeyDown={(event) => moveOn(event, index, field)}
                onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
                  if (onPaste(index, field, event.clipboardData.getData('text/plain'))) event.preventDefault();
                }}
              />
            </td>
          );
        })}
        <td className={styles.figure}>{priced ? AREA.format(priced.area) : '—'}</td>
        <td className={styles.figure}>{priced ? MONEY.format(priced.unitPrice) : '—'}</td>
        <td className={styles.figure}>{priced ? MONEY.format(priced.sum) : '—'}</td>
        <td>
          {last ? null : (
            <button type="button" className={styles.remove} aria-label={t('removeRow', { row: index + 1 })} onClick={() => onRemove(index)}>
              ×
            </button>
          )}
        </td>
      </tr>
      {issues.length > 0 ? (
        <tr className={styles.issuesRow}>
          <td />
          <td colSpan={8}>
            <ul id={issuesId} className={styles.issues} aria-label={t('rowIssues', { row: index + 1 })}>
              {issues.map((issue) => (
                <li key={`${issue.field}-${issue.message}`} className={styles[`issue_${issue.level}`]}>
                  {issue.message}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ) : null}
    </>
  );
});

type GridProps = Omit<RowProps, 'index' | 'row' | 'priced' | 'local' | 'last'> & {
  rows: CalcDraftRow[];
  pricedOf: (index: number) => PricedRow | undefined;
  localOf: (index: number) => RowIssue[] | undefined;
  limits: SizeLimits | null;
};

export function RowsGrid({ rows, pricedOf, localOf, limits, ...handlers }: GridProps) {
  const t = useTranslations('Orders.calculator');
  return (
    // Wider than a phone: the scrolling box takes the focus, so the keyboard can scroll it (WCAG 2.1.1).
    <div className={styles.gridWrap} role="region" aria-label={t('rowsScroll')} tabIndex={0}>
      <table className={styles.grid} aria-label={t('rows')}>
        <thead>
          <tr>
            <th scope="col">{t('num')}</th>
            <th scope="col">
              {t('height')}
              {limits ? <small className={styles.limit}>{`${limits.minHeight}–${limits.maxHeight}`}</small> : null}
            </th>
            <th scope="col">
              {t('width')}
              {limits ? <small className={styles.limit}>{`${limits.minWidth}–${limits.maxWidth}`}</small> : null}
            </th>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('note')}</th>
            <th scope="col">{t('area')}</th>
            <th scope="col">{t('price')}</th>
            <th scope="col">{t('sum')}</th>
            <th scope="col" aria-hidden="true" />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <GridRow key={index} index={index} row={row} priced={pricedOf(index)} local={localOf(index)} last={index === rows.length - 1} {...handlers} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
