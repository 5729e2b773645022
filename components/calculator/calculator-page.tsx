'use client';

import Link from 'next/link';
import { useParams, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useCreateFromCalculator, useExportCalculatorXlsx, useImportCalcFile, useSaveCalculatorState } from '@/api-client/calculator/mutations';
import { useCalculatorPrice, useCalculatorReference, useColorLibs } from '@/api-client/calculator/queries';
import { CALC_MAX_NOTE, CALC_MAX_ROWS, type CalcDraft, type CalculatorProductResponse, type CalculatorReference } from '@/api-client/schemas/calculator';
import { ApiError, serverMessageOf } from '@/api-client/http';
import { saveBlob, showError, workbookRefusal } from '@/components/orders/format';
import { tokenSubject } from '@/lib/session/session-user';
import { useSessionStore } from '@/lib/stores/session-store';
import { onStreamEvent } from '@/lib/stream/event-bus';
import { answerRowOf, applyPaste, deviceCopyWins, fitGroup, freshDraft, initialDraft, isBlankRow, orderedKey, prepareCalculation, readLocalDraft, serverVersion, tellOtherTabs, withOrderType, withTrailingRow, writeLocalDraft, type PreparedCalculation, type RowField } from './draft';
import { FacadeDrawing } from './facade-drawing';
import { isCommentOnOpenOrder } from './order-in-calc';
import { GroupFields } from './group-fields';
import { MONEY, RowsGrid } from './rows-grid';
import styles from './calculator.module.css';
import { formatMoscowTime } from '@/lib/moscow-time';
import { useSingleFlight } from '@/components/forms/use-single-flight';
import { openModal } from '@/lib/stores/modal-store';
import { useRequestKey } from '@/components/forms/use-request-key';

/** Prices follow typing after this pause; the server copy of the draft after a longer one. */
const PRICE_DEBOUNCE_MS = 300;
const SAVE_DEBOUNCE_MS = 1500;
/** After a failed server save the draft is offered again this often, so the server copy catches up unattended. */
const SAVE_RETRY_MS = 10_000;
const AREA = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

type SaveStatus = { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'local' } | { kind: 'refused'; message: string } | null;

/** `/profile/order/calculator` and `/profile/order/calc/{calculator?}` (the order opened for editing): `nti` picks the order type. */
export function CalculatorPage() {
  const t = useTranslations('Orders.calculator');
  const search = useSearchParams();
  const params = useParams<{ calculator?: string[] }>();
  const nti = Number(search.get('nti')) || null;
  const orderParam = params.calculator?.[0] ?? null;
  const reference = useCalculatorReference(orderParam);
  const { error } = reference;
  useEffect(() => {
    if (error instanceof ApiError) showError(error);
  }, [error]);
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1>{t('title')}</h1>
        <Link href="/profile/calculator-guide">{t('guide')}</Link>
      </div>
      <p className={styles.lead}>{t('lead')}</p>
      {reference.isPending ? <p role="status">{t('loading')}</p> : null}
      {reference.isError ? <p role="alert">{serverMessageOf(error) ?? t('loadError')}</p> : null}
      {reference.isError && orderParam !== null ? (
        // An order the calculator cannot open (unknown, mixed, taken by the factory): ways on instead of an empty page.
        <p className={styles.links}>
          {/^\d+$/.test(orderParam) && !(error instanceof ApiError && error.status === 404) ? <Link href={`/profile/order/${orderParam}`}>{t('backToOrder', { id: orderParam })}</Link> : null}
          <Link href="/profile/order/calculator">{t('newCalculation')}</Link>
        </p>
      ) : null}
      {reference.data ? <CalculatorEditor reference={reference.data} nti={nti} /> : null}
    </div>
  );
}

function CalculatorEditor({ reference, nti }: { reference: CalculatorReference; nti: number | null }) {
  const t = useTranslations('Orders.calculator');
  const router = useRouter();
  const orderId = reference.calculator_order?.id ?? null;
  // The device's copy is kept per user: another account signed in on this browser starts from its own.
  const owner = useSessionStore((state) => (state.token ? tokenSubject(state.token) : ''));
  const [stored] = useState(() => readLocalDraft(owner, orderId));
  const [draft, setDraft] = useState<CalcDraft>(() => initialDraft(reference, stored, nti));
  // The server's version this device's edits are based on: kept with the device's copy, moved on by each save that lands.
  const [base, setBase] = useState(() => serverVersion(reference));
  const [commentArrived, setCommentArrived] = useState(false);
  const [edited, setEdited] = useState(false);
  const [selected, setSelected] = useState(0);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>(null);
  const [importRefusal, setImportRefusal] = useState<ReturnType<typeof workbookRefusal>>(null);
  const [notice, setNotice] = useState('');
  const created = useRef(false);
  const colorLibs = useColorLibs();
  const saveState = useSaveCalculatorState();
  const create = useCreateFromCalculator();
  const exportXlsx = useExportCalculatorXlsx();
  const importFile = useImportCalcFile();

  const update = useCallback((change: (current: CalcDraft) => CalcDraft) => {
    setDraft((current) => ({ ...change(current), savedAt: new Date().toISOString() }));
    setEdited(true);
  }, []);

  // Read through a ref so that handlers and timers see the newest draft without being re-created on every key.
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);
  // A copy kept on this device while the server was out of reach is newer than the server's: it goes up at once.
  const [serverBehind] = useState(() => orderId === null && deviceCopyWins(reference, stored));

  const { mutate: saveMutate } = saveState;
  // Saves in the order sent: a late answer to an earlier one does not move the base back.
  const sentSaves = useRef(0);
  const landedSave = useRef(0);
  const persist = useCallback(
    (value: CalcDraft) => {
      const turn = (sentSaves.current += 1);
      setSaveStatus({ kind: 'saving' });
      saveMutate(value, {
        onSuccess: ({ savedAt }) => {
          setSaveStatus({ kind: 'saved', at: savedAt });
          // The server keeps the draft's own stamp: that is its version now.
          if (turn <= landedSave.current) return;
          landedSave.current = turn;
          setBase(value.savedAt);
        },
        // Only a lost connection is worth retrying; a refusal says what the server did not take.
        onError: (error) => {
          const refusal = error instanceof ApiError && error.status < 500 ? serverMessageOf(error) : undefined;
          setSaveStatus(refusal ? { kind: 'refused', message: refusal } : { kind: 'local' });
        },
      });
    },
    [saveMutate],
  );

  useEffect(() => {
    if (serverBehind) persist(draftRef.current);
  }, [serverBehind, persist]);

  useEffect(() => {
    if (saveStatus?.kind !== 'local') return;
    const timer = setTimeout(() => {
      if (!created.current) persist(draftRef.current);
    }, SAVE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [saveStatus, persist]);

  // The calculation became an order in another tab: this one starts clean rather than saving the ordered rows back
  // as the draft.
  useEffect(() => {
    if (orderId !== null || !owner) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== orderedKey(owner) || event.newValue === null || created.current) return;
      setDraft(freshDraft(reference, draftRef.current.nti));
      setBase('');
      setEdited(false);
      setNotice(t('orderedElsewhere'));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [orderId, owner, reference, t]);

  // A type chosen in «Новый заказ» while the calculator is open changes the address only: it applies here too.
  const appliedNti = useRef(nti);
  useEffect(() => {
    if (appliedNti.current === nti) return;
    appliedNti.current = nti;
    if (withOrderType(draftRef.current, reference, nti) !== draftRef.current) update((state) => withOrderType(state, reference, nti));
  }, [nti, reference, update]);

  useEffect(() => onStreamEvent((event) => setCommentArrived((seen) => seen || isCommentOnOpenOrder(event, orderId))), [orderId]);

  // The device copy is written at once; the server copy after a pause, so a dropped connection loses nothing.
  // An opened order's edits stay on the device until the order is saved: the server state is the new calculation's.
  useEffect(() => {
    // Signed out (here or in another tab): nothing more is kept for anyone on this device.
    if (!edited || created.current || owner === '') return;
    writeLocalDraft(owner, { ...draft, base }, orderId);
  }, [draft, base, edited, orderId, owner]);
  useEffect(() => {
    if (!edited || created.current || owner === '' || orderId !== null) return;
    const timer = setTimeout(() => {
      if (!created.current) persist(draft);
    }, SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, edited, persist, orderId, owner]);

  const model = reference.order_models.find((item) => item.id === draft.group.model);
  const limits = model?.limits.find((item) => item.material === draft.group.material)?.limits ?? null;
  const prepared = useMemo(() => prepareCalculation(draft, limits), [draft, limits]);
  const debounced = useDebounced(prepared, PRICE_DEBOUNCE_MS);
  const price = useCalculatorPrice(debounced.calculation);
  const current = debounced.calculation && !price.isPlaceholderData ? price.data : undefined;
  // The answer on screen with the calculation it priced: while the next one is on its way, React Query shows the last.
  const [answered, setAnswered] = useState<{ data: CalculatorProductResponse; prepared: PreparedCalculation } | null>(null);
  if (current && (answered?.data !== current || answered.prepared !== debounced)) setAnswered({ data: current, prepared: debounced });
  const shown = debounced.calculation && price.data ? answered : null;
  const fresh = debounced === prepared && !price.isFetching;

  const onEdit = useCallback(
    (index: number, field: RowField, value: string) =>
      update((state) => ({ ...state, rows: withTrailingRow(state.rows.map((row, i) => (i === index ? { ...row, [field]: value } : row))) })),
    [update],
  );
  // Reads the rows through draftRef: the handler keeps its identity while typing, so untouched rows skip re-rendering.
  const onPaste = useCallback(
    (index: number, field: RowField, text: string) => {
      const pasted = applyPaste(draftRef.current.rows, text, index, field);
      if (!pasted) return false;
      update((state) => ({ ...state, rows: pasted.rows }));
      const said = pasted.dropped > 0 ? t('pastedCut', { count: pasted.count, dropped: pasted.dropped, max: CALC_MAX_ROWS }) : t('pasted', { count: pasted.count });
      setNotice(pasted.cut > 0 ? `${said}. ${t('notesCut', { count: pasted.cut, max: CALC_MAX_NOTE })}` : said);
      return true;
    },
    [t, update],
  );
  const onRemove = useCallback((index: number) => update((state) => ({ ...state, rows: withTrailingRow(state.rows.filter((_, i) => i !== index)) })), [update]);
  const pricedOf = useCallback(
    (index: number) => {
      const at = shown ? answerRowOf(shown.prepared, prepared, index) : undefined;
      return at === undefined ? undefined : shown?.data.rows[at];
    },
    [prepared, shown],
  );
  // The row being typed is not told what it lacks yet; it still keeps the order from leaving without it.
  const localOf = useCallback(
    (index: number) => {
      const lacks = index === selected ? undefined : prepared.missing.get(index);
      return lacks ? [...lacks, ...(prepared.local.get(index) ?? [])] : prepared.local.get(index);
    },
    [prepared, selected],
  );

  const localErrors = [...prepared.local.values()].reduce((sum, issues) => sum + issues.length, 0);
  const lacking = [...prepared.missing].reduce((sum, [index, issues]) => (index === selected ? sum : sum + issues.length), 0);
  const errors = localErrors + lacking + (current?.totals.errors ?? 0);
  const unfinished = errors === 0 && prepared.missing.has(selected);
  const warnings = current?.totals.warnings ?? 0;
  const canSend = prepared.calculation !== null && fresh && current !== undefined && errors === 0 && prepared.missing.size === 0 && !create.isPending;
  const selectedRow = draft.rows[selected] ?? draft.rows[0];
  const colorHex = reference.order_colors.find((item) => item.id === draft.group.color)?.hex ?? '';

  const onImport = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImportRefusal(null);
    importFile.mutate(file, {
      onSuccess: ({ rows, message }) => {
        const load = () => {
          update((state) => ({ ...state, rows: withTrailingRow(rows) }));
          // The backend's words say more (a file's own model or material is not what the rows are priced by).
          setNotice(message || t('imported', { count: rows.length }));
        };
        // A file is the whole calculation (its own export loads back as it was): rows typed here make way, once agreed.
        const typed = draftRef.current.rows.filter((row) => !isBlankRow(row)).length;
        if (typed === 0) load();
        else openModal('confirm', { title: t('replaceTitle'), message: t('replaceNote', { count: typed, imported: rows.length }), confirmLabel: t('replace'), onConfirm: load });
      },
      // A workbook's problems are listed by cell beside the button, as the order import lists them.
      onError: (error) => {
        const refusal = workbookRefusal(error);
        if (refusal) setImportRefusal(refusal);
        else showError(error);
      },
    });
  };
  const onExport = () => {
    if (!prepared.calculation) return;
    exportXlsx.mutate(prepared.calculation, { onSuccess: (blob) => saveBlob(blob, t('exportFile')), onError: showError });
  };
  // A double click creates one order (isPending disables the button only from the next render); so do clicks while leaving.
  const creating = useSingleFlight();
  // One key per calculation sent: a retry after a lost answer gets the order already made, an edited one is new.
  const requestKey = useRequestKey<CalcDraft>();
  const onCreate = () => {
    if (!prepared.calculation || !canSend || !creating.start()) return;
    create.mutate(
      { ...prepared.calculation, nti: draft.nti, order_id: orderId, request_key: orderId === null ? requestKey.for(draft) : null },
      {
        onSuccess: ({ order }) => {
          requestKey.done();
          created.current = true;
          writeLocalDraft(owner, null, orderId);
          if (orderId === null) tellOtherTabs(owner, order.id);
          router.push(`/profile/order/${order.id}`);
        },
        onError: (error) => {
          creating.done();
          showError(error);
        },
      },
    );
  };

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {orderId !== null ? <p className={styles.notice}>{t('editing', { id: orderId })}</p> : null}
        {commentArrived && orderId !== null ? (
          <p role="status" className={styles.notice}>
            {t('newComment', { id: orderId })} <Link href={`/profile/order/${orderId}#order-comments`}>{t('openComments')}</Link>
          </p>
        ) : null}
        <GroupFields
          reference={reference}
          nti={draft.nti}
          group={draft.group}
          ralColors={colorLibs.data?.find((lib) => lib.code === 'ral')?.colors ?? []}
          onType={(value) => update((state) => ({ ...state, nti: value, group: fitGroup(reference.order_models.some((item) => item.id === state.group.model && (value === null || item.typeId === value)) ? state.group : { ...state.group, model: null }, reference) }))}
          onChange={(change) => update((state) => ({ ...state, group: fitGroup({ ...state.group, ...change }, reference) }))}
        />
        {limits ? <p className={styles.limits}>{t('limits', limits)}</p> : null}
        <RowsGrid
          rows={draft.rows}
          pricedOf={pricedOf}
          localOf={localOf}
          limits={limits}
          onEdit={onEdit}
          onPaste={onPaste}
          onRemove={onRemove}
          onFocusRow={setSelected}
        />
        {notice ? (
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        ) : null}
      </div>
      <aside className={styles.side}>
        <FacadeDrawing
          row={selected}
          height={Number(selectedRow?.height) || 0}
          width={Number(selectedRow?.width) || 0}
          frame={model?.frame ?? null}
          glass={draft.group.glass !== null}
          color={colorHex}
        />
        <section className={styles.totals} aria-label={t('totals')} aria-busy={!fresh}>
          <h2>{t('totals')}</h2>
          {shown ? <p className={styles.muted}>{t('rateLine', { rate: MONEY.format(shown.data.ratePerM2), type: shown.data.priceType })}</p> : null}
          <dl>
            <dt>{t('positions')}</dt>
            <dd>{shown?.prepared.priced.size ?? 0}</dd>
            <dt>{t('pieces')}</dt>
            <dd>{shown?.data.totals.quantity ?? 0}</dd>
            <dt>{t('totalArea')}</dt>
            <dd>{AREA.format(shown?.data.totals.area ?? 0)}</dd>
            <dt>{t('totalSum')}</dt>
            <dd className={styles.total}>{MONEY.format(shown?.data.totals.sum ?? 0)}</dd>
          </dl>
          {errors > 0 ? <p className={styles.muted}>{t('provisional')}</p> : null}
          {!fresh ? <p className={styles.muted}>{t('counting')}</p> : null}
          {price.isError && debounced.calculation ? <p role="alert" className={styles.error}>{t('priceError', { message: serverMessageOf(price.error) ?? t('priceFailed') })}</p> : null}
          <p className={styles.checks}>
            {warnings > 0 ? <span className={styles.issue_warning}>{t('warnings', { count: warnings })}</span> : null}
            {errors > 0 ? <span className={styles.issue_error}>{t('errors', { count: errors })}</span> : null}
          </p>
        </section>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} disabled={!canSend} aria-describedby="calc-send-state" onClick={onCreate}>
            {orderId === null ? (create.isPending ? t('creating') : t('create')) : create.isPending ? t('savingOrder') : t('saveOrder')}
          </button>
          <p id="calc-send-state" className={errors > 0 ? styles.error : styles.muted}>
            {errors > 0 ? t('blocked') : unfinished ? t('unfinished', { row: selected + 1 }) : prepared.calculation ? '' : t('incomplete')}
          </p>
          {orderId === null ? (
            <>
              <button type="button" className={styles.secondary} onClick={() => persist(draft)}>
                {t('save')}
              </button>
              <p role="status" className={styles.muted}>
                {saveStatus?.kind === 'saving' ? t('saving') : null}
                {saveStatus?.kind === 'saved' ? t('saved', { time: formatMoscowTime(saveStatus.at) }) : null}
                {saveStatus?.kind === 'local' ? t('savedLocally') : null}
                {saveStatus?.kind === 'refused' ? t('saveRefused', { message: saveStatus.message }) : null}
              </p>
            </>
          ) : (
            <p className={styles.muted}>{t('orderKeptLocally')}</p>
          )}
          <button type="button" className={styles.secondary} disabled={!prepared.calculation || exportXlsx.isPending} onClick={onExport}>
            {t('export')}
          </button>
          <label className={styles.secondary}>
            {t('import')}
            <input type="file" accept=".xlsx" className={styles.fileInput} onChange={onImport} />
          </label>
          {importRefusal ? (
            <div role="alert" className={styles.error}>
              <p>{importRefusal.message}</p>
              {importRefusal.problems.length > 0 ? (
                <ul>
                  {importRefusal.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>
      </aside>
    </div>
  );
}
