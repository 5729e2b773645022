import { z } from 'zod';
import { CALCULATOR_DRAFT_KEY } from '@/lib/session/user-storage';
import {
  calcDraftSchema,
  calcRowSchema,
  CALC_MAX_ROWS,
  CALC_MAX_SIZE,
  CALC_MAX_NOTE,
  CALC_MISSING,
  CALC_TEXT_MAX,
  type CalcDraft,
  type CalcDraftRow,
  type CalculationInput,
  type CalculatorReference,
  type RowIssue,
  type SizeLimits,
} from '@/api-client/schemas/calculator';
import { sizeIssues } from '@/lib/calculator/size-issues';

export const ROW_FIELDS = ['height', 'width', 'quantity', 'note'] as const;
export type RowField = (typeof ROW_FIELDS)[number];

export const emptyRow = (): CalcDraftRow => ({ height: '', width: '', quantity: '', note: '' });

export function emptyDraft(nti: number | null): CalcDraft {
  return {
    nti,
    group: { model: null, glass: null, material: null, layout: null, color: null, ral: '', varnish: null, patina: null, packaging: null },
    rows: [emptyRow()],
    savedAt: '',
  };
}

export const isBlankRow = (row: CalcDraftRow) => !row.height.trim() && !row.width.trim() && !row.quantity.trim() && !row.note.trim();

/** The grid always ends with one empty row, so Tab from the last cell lands in a new row. */
export function withTrailingRow(rows: CalcDraftRow[]): CalcDraftRow[] {
  const trimmed = [...rows];
  while (trimmed.length > 1 && isBlankRow(trimmed[trimmed.length - 1] as CalcDraftRow) && isBlankRow(trimmed[trimmed.length - 2] as CalcDraftRow)) trimmed.pop();
  const last = trimmed[trimmed.length - 1];
  if ((!last || !isBlankRow(last)) && trimmed.length < CALC_MAX_ROWS) trimmed.push(emptyRow());
  return trimmed;
}

/**
 * Rows copied from Excel or a table: lines split by tabs (by semicolons only where there is no tab, as in a CSV, so a
 * note's own semicolon survives a paste from Excel), filled in from the pasted cell's column; `dropped` counts the
 * lines beyond the calculation's last row.
 */
export function applyPaste(rows: CalcDraftRow[], text: string, rowIndex: number, field: RowField): { rows: CalcDraftRow[]; count: number; dropped: number; cut: number } | null {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  if (lines.length < 2 && !/[\t;]/.test(text)) return null;
  const separator = text.includes('\t') ? '\t' : ';';
  const start = ROW_FIELDS.indexOf(field);
  const next = [...rows];
  const kept = lines.slice(0, CALC_MAX_ROWS - rowIndex);
  let cut = 0;
  kept.forEach((line, i) => {
    const cells = line.split(separator);
    const row = { ...(next[rowIndex + i] ?? emptyRow()) };
    cells.forEach((cell, j) => {
      const target = ROW_FIELDS[start + j];
      if (!target) return;
      // The draft holds no more than this: a longer note is cut and said so, a longer size is a slip the row flags.
      const value = target === 'note' ? cell.trim() : cell.trim().replace(/\s/g, '');
      const max = target === 'note' ? CALC_MAX_NOTE : CALC_TEXT_MAX;
      if (target === 'note' && value.length > max) cut += 1;
      row[target] = value.slice(0, max);
    });
    next[rowIndex + i] = row;
  });
  return { rows: withTrailingRow(next), count: kept.length, dropped: lines.length - kept.length, cut };
}

export type PreparedCalculation = {
  /** Null until the group is chosen and at least one row is complete. */
  calculation: CalculationInput | null;
  /** Draft row index → index in the calculation's rows. */
  priced: Map<number, number>;
  /** Draft row index → what is wrong with its text (never sent). */
  local: Map<number, RowIssue[]>;
  /** Draft row index → the fields a begun row still lacks: such a row is not priced, and no order leaves without it. */
  missing: Map<number, RowIssue[]>;
};

/**
 * The rows that can be priced go to the backend; the others carry their own errors, so typing never blocks: what is
 * wrong with their text and, once their sizes read as numbers, the model's size limits (`limits`) they break.
 */
export function prepareCalculation(draft: CalcDraft, limits: SizeLimits | null = null): PreparedCalculation {
  const priced = new Map<number, number>();
  const local = new Map<number, RowIssue[]>();
  const missing = new Map<number, RowIssue[]>();
  const rows: CalculationInput['rows'] = [];
  draft.rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const parsed = calcRowSchema.safeParse(row);
    if (parsed.success && row.height.trim() && row.width.trim() && row.quantity.trim()) {
      priced.set(index, rows.length);
      rows.push(parsed.data);
      return;
    }
    const issues: RowIssue[] = [];
    const lacks: RowIssue[] = [];
    for (const field of ['height', 'width', 'quantity'] as const) {
      if (!row[field].trim()) {
        lacks.push({ level: 'error', field, message: CALC_MISSING[field] });
        continue;
      }
      const issue = parsed.success ? undefined : parsed.error.issues.find((item) => item.path[0] === field);
      const value = Number(row[field]);
      // Each size that reads as whole millimetres meets the model's limits on its own, whatever the other fields
      // hold; beyond the typing-slip cap the model's maximum is the more useful message.
      const measured = field !== 'quantity' && limits !== null && Number.isInteger(value) && value >= 1 && (!issue || value > CALC_MAX_SIZE);
      if (measured) issues.push(...sizeIssues({ [field]: value }, limits));
      else if (issue) issues.push({ level: 'error', field, message: issue.message });
    }
    const note = parsed.success ? undefined : parsed.error.issues.find((item) => item.path[0] === 'note');
    if (note) issues.push({ level: 'error', field: 'row', message: note.message });
    local.set(index, issues);
    if (lacks.length > 0) missing.set(index, lacks);
  });
  const { model, material, color, glass, layout, ral, varnish, patina, packaging } = draft.group;
  const ready = model !== null && material !== null && color !== null && rows.length > 0;
  return {
    calculation: ready ? { group: { model, material, color, glass, layout, ral: ral || null, varnish, patina, packaging }, rows } : null,
    priced,
    local,
    missing,
  };
}

/**
 * The row of an answer that prices draft row `index` as it now stands (`now`), or none. The answer on screen may have been
 * computed for an earlier calculation (`answeredFor`; the next answer is on its way), whose rows sat at other places or
 * held other sizes: its row is used only when the group and the row's sizes and quantity are the ones it priced.
 */
export function answerRowOf(answeredFor: PreparedCalculation, now: PreparedCalculation, index: number): number | undefined {
  const at = answeredFor.priced.get(index);
  const to = now.priced.get(index);
  if (at === undefined || to === undefined) return undefined;
  if (answeredFor === now) return at;
  const before = answeredFor.calculation;
  const after = now.calculation;
  const priced = before?.rows[at];
  const current = after?.rows[to];
  if (!before || !after || !priced || !current) return undefined;
  const sameRow = priced.height === current.height && priced.width === current.width && priced.quantity === current.quantity;
  return sameRow && JSON.stringify(before.group) === JSON.stringify(after.group) ? at : undefined;
}

/**
 * The device's copy is the signed-in user's own (`owner`, the token's subject), so another account on the same
 * browser never opens it; an order opened in the calculator keeps its unsaved edits apart from the new calculation.
 */
export function localDraftKey(owner: string, orderId: number | null): string {
  const base = owner ? `${CALCULATOR_DRAFT_KEY}:${owner}` : CALCULATOR_DRAFT_KEY;
  return orderId === null ? base : `${base}:order:${orderId}`;
}

/** Where a tab that made an order of the new calculation tells the user's other tabs (their storage event). */
export const orderedKey = (owner: string) => `${localDraftKey(owner, null)}:ordered`;

export function tellOtherTabs(owner: string, orderId: number): void {
  try {
    window.localStorage.setItem(orderedKey(owner), `${orderId}:${Date.now()}`);
  } catch {
    // Blocked storage: the other tabs learn of the order when they are reloaded.
  }
}

/**
 * The device's copy with the version of the server's copy it was edited from (`base`: that copy's `savedAt`, as the server
 * gave it); copies stored before the base was kept have none.
 */
export type LocalDraft = CalcDraft & { base?: string };

const baseSchema = z.object({ base: z.string().max(40) });

export function readLocalDraft(owner: string, orderId: number | null = null): LocalDraft | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(localDraftKey(owner, orderId)) ?? 'null');
    const parsed = calcDraftSchema.safeParse(stored);
    if (!parsed.success) return null;
    const base = baseSchema.safeParse(stored);
    return base.success ? { ...parsed.data, base: base.data.base } : parsed.data;
  } catch {
    return null;
  }
}

export function writeLocalDraft(owner: string, draft: LocalDraft | null, orderId: number | null = null): void {
  try {
    if (draft) window.localStorage.setItem(localDraftKey(owner, orderId), JSON.stringify(draft));
    else window.localStorage.removeItem(localDraftKey(owner, orderId));
  } catch {
    // A full or blocked storage leaves the server copy as the only one.
  }
}

/** The server's copy: the opened order's rows, or the new calculation's saved state. */
const serverDraft = (reference: CalculatorReference): CalcDraft | null => reference.calculator_order?.draft ?? reference.calculator_saved_data;

/** The version of the server's copy, to keep with the device's copy edited from it; an identity, never read as a time. */
export const serverVersion = (reference: CalculatorReference): string => serverDraft(reference)?.savedAt ?? '';

/**
 * Whether the device's copy is newer than the server's. The two are stamped by different clocks (a dealer's PC may run an
 * hour fast), so the device's copy wins only while the server's is still the version it was edited from: once the server's
 * changed (an Excel import, a save from another device, an order made of the calculation), the server's wins.
 */
export function deviceCopyWins(reference: CalculatorReference, local: LocalDraft | null): boolean {
  // The very copy the server keeps (as after a save that landed) is nothing newer to send up.
  if (!local || local.savedAt === serverVersion(reference)) return false;
  if (local.base !== undefined) return local.base === serverVersion(reference);
  // Stored before the base was kept: the later stamp, as such copies were always chosen, the best this copy can tell.
  const server = serverDraft(reference);
  return server === null || local.savedAt > server.savedAt;
}

/** The device's copy while it is newer than the server's (see `deviceCopyWins`), else the server's; the base stays on the device. */
export function initialDraft(reference: CalculatorReference, local: LocalDraft | null, nti: number | null): CalcDraft {
  const chosen = local && deviceCopyWins(reference, local) ? { nti: local.nti, group: local.group, rows: local.rows, savedAt: local.savedAt } : serverDraft(reference);
  return withOrderType(chosen ? { ...chosen, rows: withTrailingRow(chosen.rows) } : freshDraft(reference, nti), reference, nti);
}

/** A new calculation: nothing chosen but the dealer's usual packaging. */
export function freshDraft(reference: CalculatorReference, nti: number | null): CalcDraft {
  return { ...emptyDraft(nti), group: { ...emptyDraft(nti).group, packaging: reference.calculator_user_data.defaultPack } };
}

/** The order type chosen in «Новый заказ» (`nti`): the rows stay, the model must come from the new type. */
export function withOrderType(draft: CalcDraft, reference: CalculatorReference, nti: number | null): CalcDraft {
  if (nti === null || draft.nti === nti || !reference.new_order_types.some((type) => type.id === nti)) return draft;
  const model = reference.order_models.find((item) => item.id === draft.group.model);
  return model?.typeId === nti ? { ...draft, nti } : { ...draft, nti, group: { ...emptyDraft(nti).group, packaging: draft.group.packaging } };
}

type Group = CalcDraft['group'];

/** Keeps the group consistent after any change: what the model, material or colour no longer allows is dropped, gaps get the first fit. */
export function fitGroup(group: Group, reference: CalculatorReference): Group {
  const model = reference.order_models.find((item) => item.id === group.model);
  if (!model) return { ...group, model: null, material: null, color: null, patina: null, glass: null, layout: null, varnish: null };
  const material = model.materials.find((item) => item.id === group.material) ?? model.materials[0];
  const color = material?.colors.find((item) => item.id === group.color) ?? material?.colors[0];
  const layouts = reference.order_glassinsert_variants.filter((variant) => model.layouts.includes(variant.id));
  const glass = layouts.some((variant) => variant.glass === group.glass) ? group.glass : (layouts[0]?.glass ?? null);
  const layout = layouts.find((variant) => variant.id === group.layout && variant.glass === glass)?.id ?? null;
  const takesRal = reference.order_materials.find((item) => item.id === material?.id)?.ral ?? false;
  return {
    ...group,
    material: material?.id ?? null,
    color: color?.id ?? null,
    ral: takesRal ? group.ral : '',
    patina: color?.patinas.includes(group.patina ?? 0) ? group.patina : null,
    glass,
    layout,
    varnish: model.varnishes.includes(group.varnish ?? 0) ? group.varnish : null,
  };
}
