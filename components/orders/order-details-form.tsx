'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '@/api-client/http';
import { useClients, useCompanies } from '@/api-client/clients/queries';
import { useUpdateOrder } from '@/api-client/orders/mutations';
import { orderDetailsSchema, type Order, type OrderDetailsInput, type OrderDetailsOutput } from '@/api-client/schemas/orders';
import { useIsStaff } from '@/components/cabinet/use-staff';
import { useSpecForm } from '@/components/forms/use-spec-form';
import { EntityOptions } from './entity-options';
import { showError } from './format';
import styles from './orders.module.css';

type DetailField = keyof OrderDetailsInput;
const DETAIL_FIELDS: DetailField[] = ['order_number', 'client_id', 'company_id', 'notation'];

/** The dealer's clients or companies, and the order's own, which may have been removed from them since. */
function withCurrent<T extends { id: number; name: string }>(items: T[], current: { id: number; name: string } | null) {
  return current && !items.some((item) => item.id === current.id) ? [current, ...items] : items;
}

/** The server's field messages of an order update, by the form's fields (the note is sent as `comment`). */
export function detailFieldErrors(fields: Record<string, string>): Partial<Record<DetailField, string>> {
  const byField: Partial<Record<DetailField, string>> = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = key === 'comment' ? 'notation' : key;
    if ((DETAIL_FIELDS as string[]).includes(field)) byField[field as DetailField] = message;
  }
  return byField;
}

/** The order's details as the form holds them: a select's '' is none. */
const detailValues = (order: Order) => ({
  order_number: order.number.order_number,
  client_id: order.client ? String(order.client.id) : '',
  company_id: order.company ? String(order.company.id) : '',
  notation: order.notation,
});

/** The order's number, client, company and note; the staff see the client and company as facts and change nothing. */
export function OrderDetailsForm({ order }: { order: Order }) {
  const t = useTranslations('Orders.order');
  const update = useUpdateOrder(order.id);
  const clients = useClients();
  const companies = useCompanies();
  // The staff's own lists hold none of the dealer's clients or companies: they read the order's, and change none.
  const staff = useIsStaff();
  const editable = order.actions.includes('edit');
  const hasCompanies = Boolean(companies.data?.companies.length);
  const [saved, setSaved] = useState(false);
  // Saves made: each draws the button anew, so that focus memory hands the focus on to it (see the button).
  const [saves, setSaves] = useState(0);
  const values = detailValues(order);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isDirty, defaultValues },
  } = useSpecForm<OrderDetailsInput, OrderDetailsOutput>({ resolver: zodResolver(orderDetailsSchema), defaultValues: values });
  // A refetch (another tab, the factory, focus) draws the form anew with the server's values, unless the dealer has
  // begun editing: then their typing stays, and only what they changed is sent. Past editing it shows what is saved.
  const redraw = useEffectEvent(() => {
    if (!editable || !isDirty) reset(values);
  });
  const drawn = JSON.stringify(values);
  useEffect(() => redraw(), [drawn, editable]);
  // The factory moved the order past editing while the dealer typed: the form shows what is saved, and says why.
  const [editsLost, setEditsLost] = useState(false);
  if (!editable && isDirty && !editsLost) setEditsLost(true);
  if (editable && editsLost) setEditsLost(false);

  const save = handleSubmit((sent) => {
    // Only what was changed here is sent: another tab's note or number stays.
    const typed = getValues();
    const changed = <K extends DetailField>(key: K) => (typed[key] === defaultValues?.[key] ? undefined : sent[key]);
    update.mutate(
      {
        order_number: changed('order_number'),
        client_id: changed('client_id'),
        company_id: hasCompanies ? changed('company_id') : undefined,
        comment: changed('notation'),
      },
      {
        onSuccess: ({ order: stored }) => {
          setSaved(true);
          setSaves((count) => count + 1);
          reset(detailValues(stored));
        },
        onError: (error) => {
          // Spec §8: the server's messages go to the fields they name; anything else to the error modal.
          const fields = error instanceof ApiError ? detailFieldErrors(error.fields) : {};
          if (Object.keys(fields).length === 0) return showError(error);
          for (const [field, message] of Object.entries(fields)) setError(field as DetailField, { message });
        },
      },
    );
  });
  const errorOf = (field: DetailField) => {
    const message = errors[field]?.message;
    return message
      ? {
          described: { 'aria-invalid': true, 'aria-describedby': `order-${field}-error` },
          line: (
            <span id={`order-${field}-error`} role="alert" className={styles.error}>
              {message}
            </span>
          ),
        }
      : { described: {}, line: null };
  };
  return (
    <form className={styles.details} onSubmit={(event) => void save(event)} noValidate data-focus-key="order-details" onChange={() => setSaved(false)}>
      <label>
        {t('number')}
        <input {...register('order_number')} disabled={!editable} maxLength={50} {...errorOf('order_number').described} />
      </label>
      {errorOf('order_number').line}
      {staff ? (
        <dl className={styles.readOnlyFacts}>
          <div>
            <dt>{t('client')}</dt>
            <dd>{order.client?.name ?? t('noClient')}</dd>
          </div>
          <div>
            <dt>{t('company')}</dt>
            <dd>{order.company?.name ?? t('noCompany')}</dd>
          </div>
        </dl>
      ) : (
        <label>
          {t('client')}
          <select {...register('client_id')} disabled={!editable} {...errorOf('client_id').described}>
            <EntityOptions items={withCurrent(clients.data?.clients ?? [], order.client)} emptyLabel={t('noClient')} />
          </select>
        </label>
      )}
      {errorOf('client_id').line}
      {!staff && companies.data && hasCompanies ? (
        <label>
          {t('company')}
          <select {...register('company_id')} disabled={!editable} {...errorOf('company_id').described}>
            <EntityOptions items={withCurrent(companies.data.companies, order.company)} emptyLabel={t('noCompany')} />
          </select>
        </label>
      ) : null}
      {errorOf('company_id').line}
      <label>
        {t('notation')}
        <textarea {...register('notation')} disabled={!editable} rows={3} maxLength={2000} {...errorOf('notation').described} />
      </label>
      {errorOf('notation').line}
      {editsLost ? (
        <p role="alert" className={styles.error}>
          {t('editsLost', { status: order.statusName })}
        </p>
      ) : null}
      {editable ? (
        <div className={styles.filterButtons}>
          {/* Disabled while saving, it loses the focus before focus memory sees it; drawn anew once saved, it gets it
              back by its key (lib/focus-memory). */}
          <button key={saves} type="submit" className="button" disabled={update.isPending} data-focus-key="order-details-save">
            {t('save')}
          </button>
          {saved ? <span role="status">{t('saved')}</span> : null}
        </div>
      ) : null}
    </form>
  );
}
