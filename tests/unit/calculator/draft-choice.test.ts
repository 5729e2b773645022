import { beforeEach, describe, expect, it } from 'vitest';
import type { CalcDraft, CalculatorReference } from '@/api-client/schemas/calculator';
import { EMPTY_REFERENCE } from './empty-reference';
import { deviceCopyWins, emptyDraft, emptyRow, initialDraft, readLocalDraft, serverVersion, writeLocalDraft, type LocalDraft } from '@/components/calculator/draft';

const row = (height: string) => ({ height, width: '396', quantity: '1', note: '' });

const reference = EMPTY_REFERENCE;

// The order as the server gave it at 12:00 by the server's clock (its updatedAt).
const LOADED = '2026-03-10T12:00:00.000Z';
const order = (savedAt: string, height = '716'): CalcDraft => ({ ...emptyDraft(1), rows: [row(height)], savedAt });
const opened = (server: CalcDraft): CalculatorReference => ({ ...reference, calculator_order: { id: 13, draft: server } });
const edited = (savedAt: string, base?: string): LocalDraft => ({ ...order(savedAt, '800'), ...(base === undefined ? {} : { base }) });
const heightOf = (draft: CalcDraft) => draft.rows[0]?.height;

describe('the device copy against the server copy, whatever the clocks', () => {
  it('keeps the edits made on this device while the server copy is the one they were made from', () => {
    // Edited at 12:05 by a clock an hour fast, an hour slow, and a right one: the stamps do not matter.
    for (const stamp of ['2026-03-10T13:05:00.000Z', '2026-03-10T11:05:00.000Z', '2026-03-10T12:05:00.000Z']) {
      expect(deviceCopyWins(opened(order(LOADED)), edited(stamp, LOADED))).toBe(true);
      expect(heightOf(initialDraft(opened(order(LOADED)), edited(stamp, LOADED), null))).toBe('800');
    }
  });

  it('shows the server copy once it changed since the device copy was made from it, even to a clock an hour fast', () => {
    // The rows replaced by an Excel import at 12:30 (server clock), after the device edit stamped 13:05 by a fast clock.
    const replaced = order('2026-03-10T12:30:00.000Z', '500');
    expect(deviceCopyWins(opened(replaced), edited('2026-03-10T13:05:00.000Z', LOADED))).toBe(false);
    expect(initialDraft(opened(replaced), edited('2026-03-10T13:05:00.000Z', LOADED), null).rows).toEqual([row('500'), emptyRow()]);
    // A slow clock changes nothing either.
    expect(heightOf(initialDraft(opened(replaced), edited('2026-03-10T11:05:00.000Z', LOADED), null))).toBe('500');
  });

  it('takes a new calculation saved from another device over this device’s copy, and does not push this one up', () => {
    const other: CalcDraft = { ...order('2026-03-10T12:20:00.000Z', '600') };
    const withSaved = { ...reference, calculator_saved_data: other };
    const mine = edited('2026-03-10T14:00:00.000Z', '2026-03-10T11:00:00.000Z');
    expect(deviceCopyWins(withSaved, mine)).toBe(false);
    expect(heightOf(initialDraft(withSaved, mine, null))).toBe('600');
    // Edited here after loading that very save: this device's copy is newer and goes up.
    expect(deviceCopyWins(withSaved, edited('2026-03-10T11:00:00.000Z', serverVersion(withSaved)))).toBe(true);
    // The copy this device saved there itself: nothing to push up again.
    expect(deviceCopyWins(withSaved, { ...other, base: other.savedAt })).toBe(false);
  });

  it('starts clean when the new calculation became an order elsewhere, keeps a copy made when the server had none', () => {
    expect(heightOf(initialDraft(reference, edited('2026-03-10T13:00:00.000Z', LOADED), null))).toBe('');
    expect(heightOf(initialDraft(reference, edited('2026-03-10T13:00:00.000Z', ''), null))).toBe('800');
  });

  it('chooses a copy stored before the base was kept by the later stamp, as before', () => {
    expect(heightOf(initialDraft(opened(order(LOADED)), edited('2026-03-10T12:05:00.000Z'), null))).toBe('800');
    expect(heightOf(initialDraft(opened(order(LOADED)), edited('2026-03-10T11:55:00.000Z'), null))).toBe('716');
    expect(heightOf(initialDraft(reference, edited('2026-03-10T11:55:00.000Z'), null))).toBe('800');
  });
});

describe('the device copy in storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the base with the copy, and the draft shown (and saved to the server) leaves it out', () => {
    writeLocalDraft('12', edited('2026-03-10T13:05:00.000Z', LOADED), 13);
    const stored = readLocalDraft('12', 13);
    expect(stored?.base).toBe(LOADED);
    expect(initialDraft(opened(order(LOADED)), stored, null)).not.toHaveProperty('base');
  });

  it('reads a copy stored without a base as one', () => {
    window.localStorage.setItem('calculatorDraft:12:order:13', JSON.stringify(order('2026-03-10T13:05:00.000Z')));
    const stored = readLocalDraft('12', 13);
    expect(stored).not.toBeNull();
    expect(stored).not.toHaveProperty('base');
  });
});
