'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api-client/http';
import { useClients, useCompanies } from '@/api-client/clients/queries';
import { useDeleteOrder } from '@/api-client/orders/mutations';
import { orderKeys } from '@/api-client/orders/keys';
import { ordersQueryOptions, useNewCommentCount } from '@/api-client/orders/queries';
import { ORDER_NUMBER_MAX, ORDER_STATUS_CODES, ORDER_STATUS_NAMES, type OrderListItem, type OrderListQuery } from '@/api-client/schemas/orders';
import { DatePicker, type DatePickerTexts } from '@/components/ui/date-picker';
import { Pager } from '@/components/ui/pager';
import { parseDateInput } from '@/lib/date-input';
import { formatPrice } from '@/lib/format';
import { openModal } from '@/lib/stores/modal-store';
import { formatDate, showError } from './format';
import { LoadFailure } from './load-failure';
import { useOpenNewOrder } from './open-new-order';
import styles from './orders.module.css';
import { EntityOptions, useOptionsSettled } from './entity-options';
import { formatMoscowDateTime } from '@/lib/moscow-time';
import { useIsStaff } from '@/components/cabinet/use-staff';
import { useFocusAdded } from '@/components/ui/use-focus-added';

const FILTER_KEYS = ['status', 'client_id', 'company_id', 'date_from', 'date_to', 'number', 'unreadMessages'] as const;
/** Offered when the list could not say which statuses its orders have (a refused filter). */
const ALL_STATUSES = ORDER_STATUS_CODES.map((code) => ({ code, name: ORDER_STATUS_NAMES[code] }));

/** 'Показать ещё' adds at most this many pages to the one the address names (a hand-edited address aside). */
const MAX_EXTRA_PAGES = 20;

/** The list's query from the page URL: filters live there so that a link or reload shows the same list. */
function queryFromUrl(params: URLSearchParams): OrderListQuery {
  const query: Record<string, string> = { field_sort: 'order_create', order_sort: 'desc' };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  const page = Number(params.get('page'));
  query.page = String(Number.isInteger(page) && page > 0 ? page : 1);
  return query;
}

/** Two addresses of the list that ask for the same orders, whatever the order of their parameters. */
function sameQuery(a: string, b: string): boolean {
  const sorted = (address: string) => {
    const search = new URLSearchParams(address.split('?')[1] ?? '');
    search.sort();
    return search.toString();
  };
  return sorted(a) === sorted(b);
}

export function OrderListView() {
  const t = useTranslations('Orders');
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const query = queryFromUrl(new URLSearchParams(params.toString()));
  const page = Number(query.page);
  // Pages added by 'Показать ещё' live in the address too (replaced, not pushed): Back from an order shows them again
  // and the saved scroll position finds its row (spec: saved position restored on back).
  const more = Number(params.get('more'));
  const extraPages = Number.isInteger(more) && more > 0 ? Math.min(more, MAX_EXTRA_PAGES) : 0;
  const openNewOrder = useOpenNewOrder();
  const staff = useIsStaff();
  const queryClient = useQueryClient();
  const pages = useQueries({
    queries: Array.from({ length: extraPages + 1 }, (_, i) => ordersQueryOptions({ ...query, page: String(page + i) })),
  });
  // The filters' selects need the client and company lists when they mount; the list waits for them too, so that
  // the form does not arrive above the orders and push them down under a finger.
  const companies = useCompanies();
  const listsSettled = useOptionsSettled(useClients(), companies);
  const shown = listsSettled ? pages : [];
  const first = shown[0]?.data;
  const last = shown.at(-1)?.data;
  // Pages read at different moments may overlap when orders came or went in between: each order shows once.
  const items = [...new Map(shown.flatMap((result) => result.data?.items ?? []).map((order) => [order.id, order])).values()];
  const error = pages.find((result) => result.error)?.error;
  // A refused filter is told on its field (spec §5, §8); the list's own line is for everything else.
  const fieldErrors = error instanceof ApiError ? error.fields : {};
  const shownFields = filtersWithField(staff, (companies.data?.companies.length ?? 0) > 1);
  // A refused value without a field on the page (a hidden filter, the checkbox's, or a hand-edited address) is still said.
  const unshownErrors = Object.entries(fieldErrors).filter(([key, message]) => message && !shownFields.includes(key));
  const { listRef, focusFrom } = useFocusAdded(items.length, 'a');
  const onFields = Object.keys(fieldErrors).length > 0;
  // A page past the last (an old link, or the last page's orders just deleted) gives way to the last page.
  const pageCount = first?.pagination.pageCount ?? 0;
  const pastLast = first !== undefined && first.items.length === 0 && page > Math.max(1, pageCount);

  const addressWith = (next: Record<string, string | undefined>) => {
    const search = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(next)) {
      if (value) search.set(key, value);
      else search.delete(key);
    }
    return `${pathname}?${search.toString()}`;
  };
  const retry = () => void Promise.all(pages.filter((result) => result.error).map((result) => result.refetch()));
  const navigate = (next: Record<string, string | undefined>) => {
    const target = addressWith({ ...next, more: undefined });
    // «Найти» on the filters already shown asks again: after a failed load that is how the dealer retries.
    if (sameQuery(target, `${pathname}?${params.toString()}`)) retry();
    else router.push(target);
  };
  const resetFilters = () => navigate({ ...Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])), page: undefined });
  const lastPageAddress = pastLast ? addressWith({ page: pageCount > 1 ? String(pageCount) : undefined, more: undefined }) : null;
  useEffect(() => {
    if (lastPageAddress) router.replace(lastPageAddress);
  }, [lastPageAddress, router]);

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1>{t('list.title')}</h1>
        {staff ? null : (
          <button type="button" className="button" onClick={openNewOrder}>
            {t('list.newOrder')}
          </button>
        )}
      </div>
      {/* Above the filters, which may fill a phone's screen without showing what is wrong. */}
      {unshownErrors.length > 0 ? (
        <p role="alert" className={styles.error}>
          {t('list.badFilters', { problems: unshownErrors.map(([key, message]) => (isFilterKey(key) ? `${t(`filters.${FILTER_LABELS[key]}`)}: ${message}` : message)).join('; ') })}{' '}
          <button type="button" className="button" onClick={resetFilters}>
            {t('list.resetFilters')}
          </button>
        </p>
      ) : null}
      {(first || error) && listsSettled ? (
        <OrderFilters
          query={query}
          statuses={first?.availableStatuses ?? ALL_STATUSES}
          serverErrors={fieldErrors}
          onApply={(filters) => navigate({ ...filters, page: undefined })}
          onReset={resetFilters}
        />
      ) : null}
      {error && !onFields ? <LoadFailure error={error} onRetry={retry} /> : null}
      {first && items.length === 0 && !pastLast ? <p className={styles.empty}>{t('list.empty')}</p> : null}
      {!first && !error ? <p role="status">{t('loading')}</p> : null}
      {items.length > 0 ? (
        <ul ref={listRef} className={styles.orderList} aria-label={t('list.title')}>
          {items.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      ) : null}
      {last && last.pagination.page < last.pagination.pageCount ? (
        <button
          type="button"
          className={styles.moreButton}
          onClick={(event) => {
            focusFrom(event.detail === 0 ? items.length : null);
            // The pages on screen are read again with the next one, so that orders added or removed since do not
            // repeat a row or skip one at the seam.
            void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
            router.replace(addressWith({ more: String(extraPages + 1) }), { scroll: false });
          }}
        >
          {t('list.loadMore')}
        </button>
      ) : null}
      {first && !pastLast ? (
        <Pager
          label={t('list.pages')}
          // After 'Показать ещё' the pager stands on the last page shown, so that '→' leads past what is on screen.
          page={page + shown.filter((result) => result.data).length - 1}
          pageCount={first.pagination.pageCount}
          hrefFor={(n) => addressWith({ page: String(n), more: undefined })}
          pageLabel={(n) => t('list.page', { page: n })}
          prevLabel={t('list.prevPage')}
          nextLabel={t('list.nextPage')}
        />
      ) : null}
    </div>
  );
}

type FilterKey = (typeof FILTER_KEYS)[number];
type Filters = Partial<Record<FilterKey, string>>;

const isFilterKey = (key: string): key is FilterKey => (FILTER_KEYS as readonly string[]).includes(key);
/** Each filter's name in the form, for a refused value said in the list's line. */
const FILTER_LABELS = {
  status: 'status',
  client_id: 'client',
  company_id: 'company',
  date_from: 'dateFrom',
  date_to: 'dateTo',
  number: 'number',
  unreadMessages: 'unread',
} as const satisfies Record<FilterKey, string>;

/** The filters whose field shows a refused value's message below it, as OrderFilters draws them. */
function filtersWithField(staff: boolean, severalCompanies: boolean): string[] {
  return ['number', 'status', 'date_from', 'date_to', ...(staff ? [] : ['client_id']), ...(!staff && severalCompanies ? ['company_id'] : [])];
}
/** A message per filter. */
type FilterErrors = Filters;

const DATE_KEYS = ['date_from', 'date_to'] as const;
const DATE_LABELS = { date_from: 'dateFrom', date_to: 'dateTo' } as const;

function useDatePickerTexts(): DatePickerTexts {
  const t = useTranslations('Orders.datePicker');
  return {
    placeholder: t('placeholder'),
    open: (label) => t('open', { label }),
    dialog: t('dialog'),
    prev: { day: t('prevDay'), month: t('prevMonth'), year: t('prevYear') },
    next: { day: t('nextDay'), month: t('nextMonth'), year: t('nextYear') },
    up: { day: t('upDay'), month: t('upMonth') },
    chosen: (date) => t('chosen', { date }),
  };
}

function OrderFilters({
  query,
  statuses,
  serverErrors,
  onApply,
  onReset,
}: {
  query: OrderListQuery;
  statuses: { code: string; name: string }[];
  /** The backend's messages on the filters of this query, shown until their field is edited. */
  serverErrors: FilterErrors;
  onApply: (filters: Filters) => void;
  onReset: () => void;
}) {
  const t = useTranslations('Orders.filters');
  const dateTexts = useDatePickerTexts();
  const clients = useClients();
  const companies = useCompanies();
  const staff = useIsStaff();
  const newComments = useNewCommentCount();
  // A key set to '' is a field edited since the last send: its server message is gone too.
  const [errors, setErrors] = useState<FilterErrors>({});
  const errorOf = (key: keyof FilterErrors) => (key in errors ? errors[key] : serverErrors[key]) || undefined;
  const edited = (key: keyof FilterErrors) => setErrors((current) => (errorOf(key) ? { ...current, [key]: '' } : current));
  const errorId = (key: keyof FilterErrors) => `order-filter-${key}-error`;
  const described = (key: keyof FilterErrors) => (errorOf(key) ? { 'aria-invalid': true, 'aria-describedby': errorId(key) } : {});
  const errorLine = (key: keyof FilterErrors) =>
    errorOf(key) ? (
      <span id={errorId(key)} className={styles.error}>
        {errorOf(key)}
      </span>
    ) : null;
  // On a phone the filters fold away, so that the orders are on the first screen; set or refused ones stay open.
  const activeCount = FILTER_KEYS.filter((key) => query[key]).length;
  const [unfolded, setUnfolded] = useState(activeCount > 0);
  const open = unfolded || Object.values(serverErrors).some(Boolean);
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const filters: Filters = {};
    for (const key of FILTER_KEYS) {
      const value = data.get(key);
      filters[key] = typeof value === 'string' && value.trim() ? value.trim() : undefined;
    }
    // Dates are typed as dd.mm.yyyy (spec §5) and asked as ISO; a wrong one stops the search with its message.
    const dateErrors: FilterErrors = {};
    for (const key of DATE_KEYS) {
      const text = filters[key];
      if (!text) continue;
      const iso = parseDateInput(text);
      if (iso) filters[key] = iso;
      else dateErrors[key] = t('dateInvalid');
    }
    // ISO days compare as text; a reversed range would find nothing without saying why.
    if (!dateErrors.date_from && !dateErrors.date_to && filters.date_from && filters.date_to && filters.date_from > filters.date_to) {
      dateErrors.date_to = t('dateRange');
    }
    setErrors(dateErrors);
    const refused = DATE_KEYS.find((key) => dateErrors[key]);
    if (refused) {
      // Like every other form's refused field, the first wrong date takes the keyboard.
      (form.elements.namedItem(refused) as HTMLInputElement | null)?.focus();
      return;
    }
    filters.unreadMessages = data.get('unreadMessages') ? 'y' : undefined;
    onApply(filters);
  };
  return (
    <>
      <button
        type="button"
        className={`${styles.secondary} ${styles.filterToggle}`}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setUnfolded(!open)}
      >
        {activeCount > 0 ? t('toggleActive', { count: activeCount }) : t('title')}
      </button>
      <form
        id={formId}
        className={open ? styles.filters : `${styles.filters} ${styles.filtersFolded}`}
        onSubmit={submit}
        key={JSON.stringify(query)}
        aria-label={t('title')}
      >
        <label>
          {t(staff ? 'numberOrDealer' : 'number')}
          <input
            name="number"
            type="search"
            maxLength={ORDER_NUMBER_MAX}
            defaultValue={query.number ?? ''}
            onChange={() => edited('number')}
            {...described('number')}
          />
          {errorLine('number')}
        </label>
        <label>
          {t('status')}
          <select name="status" defaultValue={query.status ?? ''} onChange={() => edited('status')} {...described('status')}>
            <option value="">{t('any')}</option>
            {statuses.map((status) => (
              <option key={status.code} value={status.code}>
                {status.name}
              </option>
            ))}
          </select>
          {errorLine('status')}
        </label>
        {/* Clients and companies are each dealer's own: the staff's lists would hold none of the orders' ones. */}
        {staff ? null : (
          <label>
            {t('client')}
            <select name="client_id" defaultValue={query.client_id ?? ''} onChange={() => edited('client_id')} {...described('client_id')}>
              <EntityOptions items={clients.data?.clients ?? []} emptyLabel={t('any')} />
            </select>
            {errorLine('client_id')}
          </label>
        )}
        {!staff && companies.data && companies.data.companies.length > 1 ? (
          <label>
            {t('company')}
            <select name="company_id" defaultValue={query.company_id ?? ''} onChange={() => edited('company_id')} {...described('company_id')}>
              <EntityOptions items={companies.data.companies} emptyLabel={t('any')} />
            </select>
            {errorLine('company_id')}
          </label>
        ) : null}
        {DATE_KEYS.map((key) => (
          <DatePicker
            key={key}
            name={key}
            label={t(DATE_LABELS[key])}
            defaultValue={query[key]}
            error={errorOf(key)}
            onEdit={() => edited(key)}
            texts={dateTexts}
          />
        ))}
        <label className={styles.checkbox}>
          <input name="unreadMessages" type="checkbox" defaultChecked={query.unreadMessages === 'y'} />
          {t('unread')}
          {newComments.data?.count ? ` (${newComments.data.count})` : null}
        </label>
        <div className={styles.filterButtons}>
          <button type="submit" className="button">
            {t('apply')}
          </button>
          <button type="button" className={styles.secondary} onClick={onReset}>
            {t('reset')}
          </button>
        </div>
      </form>
    </>
  );
}

function OrderRow({ order }: { order: OrderListItem }) {
  const t = useTranslations('Orders');
  const remove = useDeleteOrder();
  const confirmDelete = () =>
    openModal('confirm', {
      title: t('actions.deleteConfirm', { id: order.id }),
      message: t('actions.cannotUndo'),
      confirmLabel: t('actions.delete'),
      onConfirm: () => remove.mutate(order.id, { onError: showError }),
    });
  return (
    <li className={styles.orderRow}>
      <div className={styles.orderMain}>
        <Link href={`/profile/order/${order.id}`} className={styles.orderLink}>
          {t('order.title', { id: order.id })}
        </Link>
        {order.order_number ? <span className={styles.muted}>{order.order_number}</span> : null}
        {order.dealer ? <span className={styles.dealer}>{t('list.dealer', { dealer: [order.dealer.name, order.dealer.company, order.dealer.email].filter(Boolean).join(', ') })}</span> : null}
        <span className={`${styles.status} ${styles[`status_${order.status_code}`] ?? ''}`}>{order.status_name}</span>
      </div>
      <dl className={styles.orderFacts}>
        <div>
          <dt>{t('list.client')}</dt>
          <dd>{order.client?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('list.updated')}</dt>
          <dd>{formatMoscowDateTime(order.date_update)}</dd>
        </div>
        <div>
          <dt>{t('list.production')}</dt>
          <dd>
            {order.start_production || order.end_production ? `${formatDate(order.start_production)} – ${formatDate(order.end_production)}` : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('list.checked')}</dt>
          <dd>{order.order_check ? t('list.checkedBy', { users: order.order_check_users.join(', ') }) : t('list.notChecked')}</dd>
        </div>
        <div>
          <dt>{t('list.total')}</dt>
          <dd>{formatPrice(order.total)}</dd>
        </div>
        <div>
          <dt>{t('list.comments')}</dt>
          <dd>
            {order.all_comments}
            {order.new_comments > 0 ? <span className={styles.unread}>{t('list.newComments', { count: order.new_comments })}</span> : null}
          </dd>
        </div>
      </dl>
      {order.actions.includes('delete') ? (
        <button type="button" className={styles.dangerButton} onClick={confirmDelete} disabled={remove.isPending}>
          {t('actions.delete')}
        </button>
      ) : null}
    </li>
  );
}
