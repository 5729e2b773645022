'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef } from 'react';
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
import { formatDate, opensInCalculator, showError } from './format';
import { LoadFailure } from './load-failure';
import { OrderItems } from './order-items';
import { RepeatOrder } from './repeat-order';
import { ReplaceOrderFile } from './replace-order-file';
import styles from './orders.module.css';
import { useOptionsSettled } from './entity-options';
import { OrderDetailsForm } from './order-details-form';
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
        <OrderDetailsForm order={order} />
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
