'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/api-client/http';
import { useClients, useCompanies } from '@/api-client/clients/queries';
import { useOrderAction, useDeleteOrder, useUpdateOrder, type OrderStatusAction } from '@/api-client/orders/mutations';
import { useOrder } from '@/api-client/orders/queries';
import type { Order } from '@/api-client/schemas/orders';
import { ATTACHMENT_ACCEPT } from '@/api-client/schemas/files';
import { ErrorView } from '@/components/errors/error-view';
import { formatPrice } from '@/lib/format';
import errors from '@/lib/i18n/messages/errors.json';
import site from '@/lib/i18n/messages/site.json';
import { openModal } from '@/lib/stores/modal-store';
import { CommentsPanel } from './comments-panel';
import { FileLink } from './file-link';
import { formatDate, formText, opensInCalculator, showError } from './format';
import { LoadFailure } from './load-failure';
import { OrderItems } from './order-items';
import { RepeatOrder } from './repeat-order';
import { ReplaceOrderFile } from './replace-order-file';
import styles from './orders.module.css';
import { EntityOptions, useOptionsSettled } from './entity-options';
import { formatMoscowDateTime } from '@/lib/moscow-time';
import { useSingleFlight } from '@/components/forms/use-single-flight';
import { useIsStaff } from '@/components/cabinet/use-staff';

export function OrderView({ id }: { id: number }) {
  const t = useTranslations('Orders');
  // Each order has its own cache entry, so a newly opened order never shows the previous one's data.
  const { data: order, error, isPending, refetch } = useOrder(id);
  // The details form's selects take their value when they mount, so they need the client and company lists first;
  // the page waits for them too and shows up in one piece: nothing jumps down under a finger as the form arrives.
  const listsSettled = useOptionsSettled(useClients(), useCompanies());
  const staff = useIsStaff();
  useScrollToHash(!isPending && listsSettled && order !== undefined);
  const notFound = error instanceof ApiError && error.status === 404;
  useTabTitle(notFound ? `${errors.notFoundTitle} — ${site.brand}` : null);
  if (isPending || !listsSettled) return <p role="status" className={styles.page}>{t('loading')}</p>;
  // An order that does not exist (or is not the viewer's) is the site's 404 page, as an unknown address is, title included.
  if (notFound) {
    return <ErrorView as="div" status={404} title={errors.notFoundTitle} text={errors.notFoundText} homeLabel={errors.toHome} />;
  }
  if (error || !order) {
    return (
      <div className={styles.page}>
        <h1>{t('order.title', { id })}</h1>
        <LoadFailure error={error} onRetry={refetch} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1>{t('order.title', { id: order.id })}</h1>
        {/* A live region: a status changed by the factory while the page is open is said, not only drawn. */}
        <span role="status" className={`${styles.status} ${styles[`status_${order.statusCode}`] ?? ''}`}>
          <span className="visually-hidden">{t('order.statusLabel')}: </span>
          {order.statusName}
        </span>
        {order.customStatus ? <span className={styles.muted}>{order.customStatus}</span> : null}
        {opensInCalculator(order) && !staff ? <Link href={`/profile/order/calc/${order.id}`}>{t('order.calculator')}</Link> : null}
        {order.statusCode === 'sp' && !staff ? <Link href={`/profile/order/reklamation?oid=${order.id}`}>{t('order.reklamation')}</Link> : null}
      </div>
      <p className={styles.muted}>
        {t('order.created', { date: formatMoscowDateTime(order.createDate) })} · {t('order.author', { name: `${order.author.name} ${order.author.last_name}`.trim() })}
        {order.order_head_number ? ` · ${t('order.head', { id: order.order_head_number })}` : ''}
      </p>
      {order.dealer ? <p className={styles.dealer}>{t('order.dealer', { dealer: [order.dealer.name, order.dealer.company, order.dealer.email].filter(Boolean).join(', ') })}</p> : null}
      <OrderActions order={order} />
      <OrderProgress order={order} />
      <div className={styles.columns}>
        <OrderDetails order={order} />
        <OrderPrice order={order} />
      </div>
      <OrderFiles order={order} />
      {order.infoList.length > 0 ? (
        <dl className={styles.infoList}>
          {order.infoList.map((info) => (
            <div key={info.label}>
              <dt>{info.label}</dt>
              <dd>{info.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <OrderItems products={order.products} />
      <ReplaceOrderFile order={order} />
      {staff ? null : <RepeatOrder order={order} />}
      <CommentsPanel orderId={order.id} />
    </div>
  );
}

/**
 * The address's #fragment (the comments' «Открыть комментарии») is scrolled to once the order has rendered: the browser
 * looked for it while the order was loading. Once per opening, not on every refetch; html's scroll-padding-top keeps
 * it clear of the cabinet's sticky header.
 */
function useScrollToHash(rendered: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!rendered || done.current) return;
    done.current = true;
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [rendered]);
}

/**
 * The tab's title while `title` is set. The page's own («Заказ № N», from the address) may reach the head after the order
 * has loaded, so it is kept until the view lets go: in a layout effect, which lets go before the next page's title comes.
 */
function useTabTitle(title: string | null) {
  useLayoutEffect(() => {
    if (title === null) return;
    const keep = () => {
      if (document.title !== title) document.title = title;
    };
    keep();
    const observer = new MutationObserver(keep);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
}

const CONFIRMED: OrderStatusAction[] = ['upload', 'validate'];
const BUTTONS: OrderStatusAction[] = ['validate', 'setchecked', 'upload', 'draft'];

function OrderActions({ order }: { order: Order }) {
  const t = useTranslations('Orders.actions');
  const action = useOrderAction();
  const remove = useDeleteOrder();
  const router = useRouter();
  const box = useRef<HTMLDivElement>(null);
  // The pressed button leaves with the status it changed: focus goes on to the new status's first button. 'changed':
  // the status changed while a closing confirmation held focus; it hands focus back to this row, its opener.
  const stage = useRef<'idle' | 'sent' | 'changed'>('idle');
  const focusFirst = () => {
    stage.current = 'idle';
    (box.current?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? box.current)?.focus();
  };
  useEffect(() => {
    if (stage.current !== 'sent') return;
    const active = document.activeElement;
    if (!active || active === document.body || active === box.current) focusFirst();
    else stage.current = 'changed';
  }, [order.actions]);
  const flight = useSingleFlight();
  const send = (name: OrderStatusAction, onError: (error: unknown) => void) => {
    if (!flight.start()) return;
    action.mutate(
      { id: order.id, action: name },
      {
        onError,
        onSettled: flight.done,
      },
    );
  };
  const run = (name: OrderStatusAction) => {
    const go = () => {
      if (flight.busy) return;
      stage.current = 'sent';
      send(name, (error) => {
        stage.current = 'idle';
        // The status stays: once enabled again (next frame), the button pressed takes the focus back from the row,
        // so that the error modal returns it there.
        requestAnimationFrame(() => {
          box.current?.querySelector<HTMLElement>(`[data-action="${name}"]`)?.focus();
          showError(error);
        });
      });
    };
    // A checked order can go back to a draft; one sent to production cannot come back.
    const message = name === 'validate' ? t('validateNote') : t('cannotUndo');
    if (!CONFIRMED.includes(name)) return go();
    box.current?.focus();
    openModal('confirm', { title: t(`${name}Confirm`), message, confirmLabel: t(name), onConfirm: go });
  };
  return (
    <div
      ref={box}
      tabIndex={-1}
      className={styles.actions}
      onFocus={(event) => {
        if (stage.current === 'changed' && event.target === box.current) focusFirst();
      }}
    >
      {BUTTONS.filter((name) => order.actions.includes(name)).map((name) => (
        <button key={name} type="button" className="button" disabled={action.isPending} data-action={name} onClick={() => run(name)}>
          {t(name)}
        </button>
      ))}
      {order.actions.includes('delete') ? (
        <button
          type="button"
          className={styles.dangerButton}
          disabled={remove.isPending}
          onClick={() =>
            openModal('confirm', {
              title: t('deleteConfirm', { id: order.id }),
              message: t('cannotUndo'),
              confirmLabel: t('delete'),
              // Held until the page leaves: the second click of a double click must not toggle the subscription beneath.
              onConfirm: () => {
                if (!flight.start()) return;
                remove.mutate(order.id, {
                  onSuccess: () => router.push('/profile/order-list'),
                  onError: (error) => {
                    flight.done();
                    showError(error);
                  },
                });
              },
            })
          }
        >
          {t('delete')}
        </button>
      ) : null}
      {order.actions.includes('subscribe') || order.actions.includes('unsubscribe') ? (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={order.subscribe}
            disabled={action.isPending}
            onChange={() => send(order.subscribe ? 'unsubscribe' : 'subscribe', showError)}
          />
          {t('subscribe')}
        </label>
      ) : null}
    </div>
  );
}

function OrderProgress({ order }: { order: Order }) {
  const t = useTranslations('Orders.progress');
  const { start_production: start, end_production: end, production_days: days, production_days_last: done, production_days_left: left } = order.progress;
  if (!start) return null;
  // Ready or shipped, however early: the bar is full, not the days counted to the end date.
  const made = order.statusCode === 'ep' || order.statusCode === 'sp';
  const percent = made ? 100 : days > 0 ? Math.round((done / days) * 100) : 0;
  return (
    <section className={styles.progress} aria-label={t('title')}>
      <div className={styles.progressLabels}>
        <span>{t('start', { date: formatDate(start) })}</span>
        <span>{t('end', { date: formatDate(end) })}</span>
      </div>
      <div role="progressbar" aria-valuemin={0} aria-valuemax={days} aria-valuenow={made ? days : done} aria-label={t('title')} className={styles.bar}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.muted}>{made ? t('made', { days }) : t('days', { days, done, left })}</p>
    </section>
  );
}

/** The dealer's clients or companies, and the order's own, which may have been removed from them since. */
function withCurrent<T extends { id: number; name: string }>(items: T[], current: { id: number; name: string } | null) {
  return current && !items.some((item) => item.id === current.id) ? [current, ...items] : items;
}

type DetailValues = { order_number: string; client_id: number | null; company_id: number | null; notation: string };
type DetailField = keyof DetailValues;

/** The server's field messages of an order update, by the form's fields (the note is sent as `comment`). */
function detailFieldErrors(fields: Record<string, string>): Partial<Record<DetailField, string>> {
  const byField: Partial<Record<DetailField, string>> = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = key === 'comment' ? 'notation' : key;
    if (field === 'order_number' || field === 'client_id' || field === 'company_id' || field === 'notation') byField[field] = message;
  }
  return byField;
}

const detailValues = (order: Order): DetailValues => ({
  order_number: order.number.order_number,
  client_id: order.client?.id ?? null,
  company_id: order.company?.id ?? null,
  notation: order.notation,
});

function OrderDetails({ order }: { order: Order }) {
  const t = useTranslations('Orders.order');
  const update = useUpdateOrder(order.id);
  const clients = useClients();
  const companies = useCompanies();
  // The staff's own lists hold none of the dealer's clients or companies: they read the order's, and change none.
  const staff = useIsStaff();
  const editable = order.actions.includes('edit');
  const [saved, setSaved] = useState(false);
  // Spec §8: the server's messages go to the fields they name; anything else to the error modal.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<DetailField, string>>>({});
  // The values the form was drawn with. A refetch (another tab, the factory, focus) draws it anew with the server's,
  // unless the dealer has begun editing: then their typing stays, and only what they changed is sent.
  const current = detailValues(order);
  const [edited, setEdited] = useState<DetailValues | null>(null);
  // The factory moved the order past editing while the dealer typed: the form shows what is saved, and says why.
  const editsLost = !editable && edited !== null;
  const base = editable ? (edited ?? current) : current;
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // Only what was changed here is sent: another tab's note or number stays.
    const text = (key: 'order_number' | 'notation') => (formText(data, key) === base[key] ? undefined : formText(data, key));
    const choice = (key: 'client_id' | 'company_id') => {
      const value = data.get(key) ? Number(data.get(key)) : null;
      return value === base[key] ? undefined : value;
    };
    update.mutate(
      {
        order_number: text('order_number'),
        client_id: choice('client_id'),
        company_id: companies.data?.companies.length ? choice('company_id') : undefined,
        comment: text('notation'),
      },
      {
        onSuccess: () => {
          setSaved(true);
          setEdited(null);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? detailFieldErrors(error.fields) : {};
          if (Object.keys(fields).length === 0) return showError(error);
          setFieldErrors(fields);
        },
      },
    );
  };
  const errorOf = (field: DetailField) =>
    fieldErrors[field]
      ? {
          described: { 'aria-invalid': true, 'aria-describedby': `order-${field}-error` },
          line: (
            <span id={`order-${field}-error`} role="alert" className={styles.error}>
              {fieldErrors[field]}
            </span>
          ),
        }
      : { described: {}, line: null };
  return (
    <form
      className={styles.details}
      onSubmit={save}
      key={`${editable}:${JSON.stringify(base)}`}
      data-focus-key="order-details"
      onChange={(event) => {
        setSaved(false);
        setEdited((values) => values ?? current);
        const name = (event.target as { name?: string }).name;
        // An edited field's message is gone.
        if (name && name in fieldErrors) setFieldErrors(({ [name as DetailField]: _gone, ...rest }) => rest);
      }}
    >
      <label>
        {t('number')}
        <input name="order_number" defaultValue={base.order_number} disabled={!editable} maxLength={50} {...errorOf('order_number').described} />
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
          <select name="client_id" defaultValue={base.client_id ?? ''} disabled={!editable} {...errorOf('client_id').described}>
            <EntityOptions items={withCurrent(clients.data?.clients ?? [], order.client)} emptyLabel={t('noClient')} />
          </select>
        </label>
      )}
      {errorOf('client_id').line}
      {!staff && companies.data?.companies.length ? (
        <label>
          {t('company')}
          <select name="company_id" defaultValue={base.company_id ?? ''} disabled={!editable} {...errorOf('company_id').described}>
            <EntityOptions items={withCurrent(companies.data.companies, order.company)} emptyLabel={t('noCompany')} />
          </select>
        </label>
      ) : null}
      {errorOf('company_id').line}
      <label>
        {t('notation')}
        <textarea name="notation" defaultValue={base.notation} disabled={!editable} rows={3} maxLength={2000} {...errorOf('notation').described} />
      </label>
      {errorOf('notation').line}
      {editsLost ? (
        <p role="alert" className={styles.error}>
          {t('editsLost', { status: order.statusName })}
        </p>
      ) : null}
      {editable ? (
        <div className={styles.filterButtons}>
          {/* The form is drawn anew from the saved order: the key hands the focus to the new button (lib/focus-memory). */}
          <button type="submit" className="button" disabled={update.isPending} data-focus-key="order-details-save">
            {t('save')}
          </button>
          {saved ? <span role="status">{t('saved')}</span> : null}
        </div>
      ) : null}
    </form>
  );
}

function OrderPrice({ order }: { order: Order }) {
  const t = useTranslations('Orders.price');
  return (
    <section className={styles.priceBox} aria-label={t('title')}>
      <dl>
        <div>
          <dt>{t('total')}</dt>
          <dd>{formatPrice(order.price.total)}</dd>
        </div>
        <div>
          <dt>{t('sale')}</dt>
          <dd>{order.price.sale} %</dd>
        </div>
        <div>
          <dt>{t('purchase')}</dt>
          <dd>{formatPrice(order.price.purchase_amount)}</dd>
        </div>
        <div>
          <dt>{t('paid')}</dt>
          <dd>{order.price.percent_pay} %</dd>
        </div>
      </dl>
      {order.invoice ? (
        <p>
          {t('invoice')} <FileLink src={order.invoice.src} name={order.invoice.name} />
        </p>
      ) : null}
    </section>
  );
}

function OrderFiles({ order }: { order: Order }) {
  const t = useTranslations('Orders.files');
  const update = useUpdateOrder(order.id);
  const editable = order.actions.includes('files');
  return (
    <section className={styles.section} aria-labelledby="order-files">
      <h2 id="order-files">{t('title')}</h2>
      {order.sourceFile ? (
        <p>
          {t('source')} <FileLink src={order.sourceFile.src} name={order.sourceFile.name} />
        </p>
      ) : null}
      {order.files.length === 0 ? <p className={styles.muted}>{t('none')}</p> : null}
      <ul className={styles.fileList}>
        {order.files.map((file) => (
          <li key={file.id}>
            <FileLink src={file.src} name={file.name} />
            {editable ? (
              <button type="button" className={styles.linkButton} aria-label={t('remove', { name: file.name })} onClick={() => update.mutate({ removeFiles: [file.id] }, { onError: showError })}>
                ×
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {editable ? (
        <label className={styles.attach}>
          {t('add')}
          <input
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = '';
              if (files.length > 0) update.mutate({ addFiles: files }, { onError: showError });
            }}
          />
        </label>
      ) : null}
    </section>
  );
}
