'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError, serverMessageOf } from '@/api-client/http';
import { useRemoveReklamation, useSaveReklamationState, useSendReklamation, type DraftBase } from '@/api-client/reklamation/mutations';
import { useClaimOrders, useRelatedForClaim } from '@/api-client/reklamation/queries';
import { REKLAMATION_MESSAGES, rekDataSchema, type RekData, type ReklamationInit, type RelatedRow } from '@/api-client/schemas/reklamation';
import { formatDate, showError } from '@/components/orders/format';
import { openModal } from '@/lib/stores/modal-store';
import { ClaimFiles } from './claim-files';
import { claimFormSchema, formFromSaved, rowKey, savableRekData, serverFieldOf, toRekData, type ClaimFormValues } from './claim-values';
import { LoadFailure } from '@/components/orders/load-failure';
import styles from './reklamation.module.css';
import { formatMoscowTime } from '@/lib/moscow-time';
import { useLeaveWarning } from '@/components/forms/use-leave-warning';
import { useSpecForm } from '@/components/forms/use-spec-form';
import { useSessionDraft } from '@/components/forms/use-session-draft';

/** The draft follows typing to the server after this pause. */
const SAVE_DEBOUNCE_MS = 800;

/**
 * The draft's form, drawn anew from the page's init when the saved draft moves on other than by this form's saves:
 * loaded again after a refused save, or saved late by the form this tab showed before leaving the page and coming back.
 */
export function ClaimForm({ init, preselect }: { init: ReklamationInit; preselect: number | null }) {
  const [drawn, setDrawn] = useState<{ base: DraftBase; count: number }>(() => ({ base: { rId: init.rId, version: init.data_version }, count: 0 }));
  let shown = drawn;
  if (drawn.base.rId !== init.rId || drawn.base.version !== init.data_version) {
    shown = { base: { rId: init.rId, version: init.data_version }, count: drawn.count + 1 };
    setDrawn(shown);
  }
  return <ClaimDraft key={shown.count} init={init} preselect={preselect} base={shown.base} />;
}

function ClaimDraft({ init, preselect, base }: { init: ReklamationInit; preselect: number | null; base: DraftBase }) {
  const t = useTranslations('Reklamation');
  const { rId } = init;
  // What the server has not taken yet is kept in the tab too: a session that ends under the typing (its saves then
  // refused) gives it back after the sign-in, unless the draft was saved elsewhere meanwhile.
  const [kept, keep] = useSessionDraft(`claim:${rId}`);
  // Read once: the form takes its defaults on the first render only, and this one re-renders on every keystroke.
  const [defaultValues] = useState(() => formFromSaved(unsavedCopy(kept, base.version) ?? init.saved_rek_data, init.data, preselect));
  const form = useSpecForm<ClaimFormValues>({ resolver: zodResolver(claimFormSchema), defaultValues });
  const { register, control, setError, getValues, formState } = form;
  const values = useWatch({ control });
  const orderId = Number(values.orderId) || null;
  const related = useRelatedForClaim(orderId);
  const orders = useClaimOrders(init).data;
  const save = useSaveReklamationState();
  const send = useSendReklamation();
  const remove = useRemoveReklamation();
  // What the server holds: an order preset from the order's page (?oid=) is a change still to be saved.
  const [lastSaved, setLastSaved] = useState(() => JSON.stringify(toRekData(formFromSaved(init.saved_rek_data, init.data, null))));

  // The server's reasons go to the fields they name, whether a save or the sending was refused.
  const markFields = useCallback(
    (error: unknown, { focus = false } = {}) => {
      if (!(error instanceof ApiError)) return;
      const targets = Object.entries(error.fields).flatMap(([field, message]) => {
        const target = serverFieldOf(field, getValues());
        if (target) setError(target as Path<ClaimFormValues>, { message });
        return target ? [target] : [];
      });
      // A refused sending takes the focus to the first field to fix, at once (react-hook-form's setFocus waits a turn),
      // so that the error modal opened next gives it back there.
      if (focus) targets.map((name) => document.getElementsByName(name)[0]).find(Boolean)?.focus();
    },
    [getValues, setError],
  );

  const { mutateAsync: saveAsync } = save;
  const persist = useCallback(
    async (data: RekData) => {
      const text = JSON.stringify(data);
      // A call's own callbacks fire for the latest save only: an earlier one answering late does not speak over it.
      await saveAsync({ base, data }, { onSuccess: () => setLastSaved(text), onError: (error) => markFields(error) });
    },
    [base, saveAsync, markFields],
  );

  // Only a state that passes the field checks is saved, and only when it changed. Checked here: formState.isValid
  // lags a render behind the values (a quantity just cleared) and is false until the first check.
  const current = claimFormSchema.safeParse(getValues()).success ? savableRekData(getValues()) : null;
  const pending = current !== null && current !== lastSaved ? current : null;
  // The state the pause last sent, saved or refused: leaving the page sends only a newer one.
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => {
      lastSent.current = pending;
      persist(JSON.parse(pending) as RekData).catch((error: unknown) => {
        // Sent or removed in another tab: the modal says so while the page starts a new draft.
        if (error instanceof ApiError && error.status === 409) showError(error);
      });
    }, SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, persist]);

  useEffect(() => keep(pending === null ? '' : JSON.stringify({ version: base.version, data: pending })), [pending, base.version, keep]);

  // Leaving for another cabinet page within the pause still saves the last change; closing the tab asks first.
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);
  useEffect(
    () => () => {
      const unsent = pendingRef.current;
      if (unsent !== null && unsent !== lastSent.current) saveAsync({ base, data: JSON.parse(unsent) as RekData }).catch(() => undefined);
    },
    [base, saveAsync],
  );
  const { isDirty } = formState;
  useLeaveWarning(pending !== null || (current === null && isDirty) || save.isPending);

  // Another order's rows start unticked; what was filled in for an order comes back when the dealer chooses it again.
  const [shownOrder, setShownOrder] = useState(() => getValues('orderId'));
  const [rowsByOrder] = useState(() => new Map<string, ClaimFormValues['rows']>());
  const onOrderChange = () => {
    const next = getValues('orderId');
    if (next === shownOrder) return;
    rowsByOrder.set(shownOrder, getValues('rows'));
    setShownOrder(next);
    form.reset({ ...getValues(), rows: rowsByOrder.get(next) ?? {} });
  };

  const onSend = form.handleSubmit(async (data) => {
    try {
      const rekData = toRekData(data);
      if (JSON.stringify(rekData) !== lastSaved) await persist(rekData);
      const { claim } = await send.mutateAsync(rId);
      openModal('success', { title: t('actions.sentTitle'), message: t('actions.sentText', { number: claim.number }) });
    } catch (error) {
      markFields(error, { focus: true });
      showError(error);
    }
  }, showInvalid);

  const onRemove = () =>
    openModal('confirm', {
      title: t('actions.removeConfirm'),
      message: t('actions.removeText'),
      confirmLabel: t('actions.remove'),
      onConfirm: () => remove.mutate(rId, { onError: showError }),
    });

  const chosen = Object.values(values.rows ?? {}).filter((row) => row?.checked).length;
  const errors = formState.errors;
  // The server's 'tick a row' error is set on the rows as a whole.
  const rowsError = (errors.rows as { message?: string } | undefined)?.message;

  return (
    <form className={styles.form} onSubmit={(event) => void onSend(event)} noValidate aria-labelledby="claim-draft-title">
      <h2 id="claim-draft-title" className={styles.formTitle}>
        {t('draftTitle')}
      </h2>
      <fieldset className={styles.card}>
        <legend>{t('order.legend')}</legend>
        {orders.length === 0 ? <p className={styles.muted}>{t('order.none')}</p> : null}
        <div className={styles.orderRow}>
          <label className={styles.field}>
            {t('order.label')}
            <select
              {...register('orderId', { onChange: onOrderChange })}
              aria-invalid={errors.orderId ? true : undefined}
              aria-describedby={errors.orderId?.message ? 'claim-order-error' : undefined}
            >
              <option value="">{t('order.choose')}</option>
              {orders.map((order) => (
                <option key={order.id} value={String(order.id)}>
                  {t('order.option', { id: order.id, number: order.number ? ` (${order.number})` : '', date: formatDate(order.shipped), rows: order.rows })}
                </option>
              ))}
            </select>
          </label>
          {orderId ? <Link href={`/profile/order/${orderId}`}>{t('order.open')}</Link> : null}
        </div>
        {errors.orderId?.message ? (
          <p id="claim-order-error" role="alert" className={styles.error}>
            {errors.orderId.message}
          </p>
        ) : null}
      </fieldset>

      <fieldset className={styles.card} aria-describedby={rowsError ? 'claim-rows-error' : undefined}>
        <legend>{t('rows.legend')}</legend>
        <p className={styles.muted}>{orderId ? t('rows.hint') : t('rows.pick')}</p>
        {orderId && related.isPending ? <p role="status">{t('rows.loading')}</p> : null}
        {related.isError ? <LoadFailure error={related.error} onRetry={related.refetch} /> : null}
        {related.data ? (
          <ul className={styles.rows}>
            {related.data.rows.map((row) => (
              <ClaimRowItem key={`${related.data.order.id}-${row.num}`} row={row} form={form} defects={init.defects} />
            ))}
          </ul>
        ) : null}
        {chosen > 0 ? <p className={styles.muted}>{t('rows.chosen', { count: chosen })}</p> : null}
        {rowsError ? (
          <p id="claim-rows-error" role="alert" className={styles.error}>
            {rowsError}
          </p>
        ) : null}
      </fieldset>

      <fieldset className={styles.card}>
        <legend>{t('details.legend')}</legend>
        <label className={styles.field}>
          {t('details.demand')}
          <select {...register('demand')}>
            {init.demands.map((demand) => (
              <option key={demand.code} value={demand.code}>
                {demand.title}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('details.description')}
          <textarea
            rows={5}
            maxLength={5000}
            {...register('description')}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description?.message ? 'claim-description-error claim-description-hint' : 'claim-description-hint'}
          />
        </label>
        <p id="claim-description-hint" className={styles.muted}>
          {t('details.descriptionHint')}
        </p>
        {errors.description?.message ? (
          <p id="claim-description-error" role="alert" className={styles.error}>
            {errors.description.message}
          </p>
        ) : null}
      </fieldset>

      <ClaimFiles rId={rId} initial={init.files} kinds={init.fileKinds} max={init.maxFiles} />

      <div className={styles.actions}>
        {/* A sent claim starts a new draft's form: the key hands the focus to its button (lib/focus-memory). */}
        <button type="submit" className={styles.primary} disabled={send.isPending} data-focus-key="claim-send">
          {send.isPending ? t('actions.sending') : t('actions.send')}
        </button>
        <button type="button" className={styles.danger} disabled={remove.isPending} onClick={onRemove}>
          {t('actions.remove')}
        </button>
        {/* A state that does not pass the field checks is not saved: the line says so instead of naming an older save. */}
        <p role="status" className={current === null || save.isError ? styles.error : styles.muted}>
          {current === null ? t('actions.saveError', { message: t('actions.invalid') }) : null}
          {current !== null && save.isPending ? t('actions.saving') : null}
          {current !== null && save.isSuccess ? t('actions.saved', { time: formatMoscowTime(save.data.savedAt) }) : null}
          {current !== null && save.isError ? t('actions.saveError', { message: serverMessageOf(save.error) ?? t('actions.saveRetry') }) : null}
        </p>
      </div>
    </form>
  );
}

/** A field the browser-side checks refuse is already marked; the first one gets the focus. */
function showInvalid() {
  document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** One row of the order: ticked, it asks for the defect, the number of pieces and a note. */
function ClaimRowItem({ row, form, defects }: { row: RelatedRow; form: UseFormReturn<ClaimFormValues>; defects: ReklamationInit['defects'] }) {
  const t = useTranslations('Reklamation.rows');
  const key = rowKey(row.num);
  const checked = useWatch({ control: form.control, name: `rows.${key}.checked` });
  const quantity = useWatch({ control: form.control, name: `rows.${key}.quantity` });
  const rowErrors = form.formState.errors.rows?.[key];
  // More pieces than were shipped is said at once but does not stop the draft saving: the sending refuses it.
  const quantityError = rowErrors?.quantity?.message ?? (checked && quantity > row.quantity ? REKLAMATION_MESSAGES.quantity : undefined);
  const { register } = form;
  return (
    <li className={checked ? `${styles.row} ${styles.rowChosen}` : styles.row}>
      <label className={styles.rowPick}>
        <input type="checkbox" defaultChecked={false} {...register(`rows.${key}.checked`)} />
        <span>
          <strong>{t('select', { num: row.num, name: row.name })}</strong>
          <span className={styles.muted}>
            {t('size', { height: row.height, width: row.width })} · {t('inOrder', { quantity: row.quantity })}
            {row.details ? ` · ${row.details}` : ''}
          </span>
        </span>
      </label>
      <div className={styles.rowFields} hidden={!checked}>
        <label className={styles.field}>
          {t('defect')}
          <select
            defaultValue=""
            {...register(`rows.${key}.defect`)}
            aria-label={t('defectLabel', { num: row.num })}
            aria-invalid={rowErrors?.defect ? true : undefined}
            aria-describedby={rowErrors?.defect?.message ? `claim-row-${key}-defect-error` : undefined}
          >
            <option value="">{t('chooseDefect')}</option>
            {defects.map((defect) => (
              <option key={defect.code} value={defect.code}>
                {defect.title}
              </option>
            ))}
          </select>
          {rowErrors?.defect?.message ? (
            <span id={`claim-row-${key}-defect-error`} role="alert" className={styles.error}>
              {rowErrors.defect.message}
            </span>
          ) : null}
        </label>
        <label className={styles.field}>
          {t('quantity')}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={row.quantity}
            defaultValue={1}
            {...register(`rows.${key}.quantity`, { valueAsNumber: true })}
            aria-label={t('quantityLabel', { num: row.num })}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={quantityError ? `claim-row-${key}-quantity-error` : undefined}
          />
          {quantityError ? (
            <span id={`claim-row-${key}-quantity-error`} role="alert" className={styles.error}>
              {quantityError}
            </span>
          ) : null}
        </label>
        <label className={`${styles.field} ${styles.wide}`}>
          {t('comment')}
          <input type="text" maxLength={500} defaultValue="" {...register(`rows.${key}.comment`)} aria-label={t('commentLabel', { num: row.num })} />
        </label>
      </div>
    </li>
  );
}

/** The tab's copy of an unsaved state, if it was made from the draft's current version. */
function unsavedCopy(kept: string, version: number | undefined): RekData | null {
  try {
    const copy = JSON.parse(kept || 'null') as { version?: unknown; data?: unknown } | null;
    if (!copy || copy.version !== version || typeof copy.data !== 'string') return null;
    const data = rekDataSchema.safeParse(JSON.parse(copy.data));
    return data.success ? data.data : null;
  } catch {
    return null;
  }
}
