import { describe, expect, it } from 'vitest';
import { checkWorkbook, MAX_WORKBOOK_SHEET_ROWS, MAX_WORKBOOK_UNPACKED_BYTES } from '../../backend/orders/workbook-guard';
import { goodRows, sheetWithRows, workbookFile, zipFile } from './helpers/workbook';

const bytes = async (file: File) => new Uint8Array(await file.arrayBuffer());

describe('the look inside a workbook before it is read', () => {
  it('lets a real workbook through, also one whose sizes are written the zip64 way', async () => {
    expect(checkWorkbook(await bytes(await workbookFile(goodRows(200))))).toBe('ok');
    expect(checkWorkbook(zipFile({ 'xl/worksheets/sheet1.xml': sheetWithRows(100) }, { zip64: true }))).toBe('ok');
  });

  it('stops at a sheet with more rows than any order, and at an entry that unpacks past the budget', () => {
    const rows = zipFile({ 'xl/worksheets/sheet1.xml': sheetWithRows(MAX_WORKBOOK_SHEET_ROWS + 1) });
    expect(rows.length).toBeLessThan(400_000);
    expect(checkWorkbook(rows)).toBe('tooManyRows');
    const bomb = zipFile({ 'xl/sharedStrings.xml': Buffer.alloc(MAX_WORKBOOK_UNPACKED_BYTES + 1, 0x20) });
    expect(bomb.length).toBeLessThan(100_000);
    expect(checkWorkbook(bomb)).toBe('tooLarge');
    // Many entries, each small, add up against the one budget.
    const half = Buffer.alloc(MAX_WORKBOOK_UNPACKED_BYTES / 2 + 1, 0x20);
    expect(checkWorkbook(zipFile({ 'a.xml': half, 'b.xml': half }))).toBe('tooLarge');
  });

  it('calls anything but a zip, or a cut zip, unreadable', async () => {
    expect(checkWorkbook(new TextEncoder().encode('not a workbook'))).toBe('unreadable');
    const whole = await bytes(await workbookFile(goodRows(3)));
    expect(checkWorkbook(whole.subarray(0, whole.length - 30))).toBe('unreadable');
    expect(checkWorkbook(whole.subarray(200))).toBe('unreadable');
  });
});
