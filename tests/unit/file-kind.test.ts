import { describe, expect, it } from 'vitest';
import { detectFileKind } from '../../backend/lib/files';

const bytes = (...values: number[]) => new Uint8Array(values);
const zipWith = (entry: string) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...Buffer.from(`....${entry}....`)]);

describe('detectFileKind', () => {
  it('recognises each allowed format by its first bytes', () => {
    expect(detectFileKind(new TextEncoder().encode('%PDF-1.7'), 'a.pdf')).toBe('pdf');
    expect(detectFileKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'a.doc')).toBe('doc');
    expect(detectFileKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'a.XLS')).toBe('xls');
    expect(detectFileKind(zipWith('word/document.xml'), 'a.docx')).toBe('docx');
    expect(detectFileKind(zipWith('xl/workbook.xml'), 'a.xlsx')).toBe('xlsx');
    expect(detectFileKind(new TextEncoder().encode('Привет'), 'a.txt')).toBe('text');
  });

  it('refuses a file whose content is not what its name says', () => {
    expect(detectFileKind(new TextEncoder().encode('MZ\u0090\u0000'), 'virus.pdf')).toBeNull();
    expect(detectFileKind(new TextEncoder().encode('plain text'), 'table.xlsx')).toBeNull();
    expect(detectFileKind(zipWith('word/document.xml'), 'table.xlsx')).toBeNull();
    expect(detectFileKind(bytes(0x00, 0x01), 'binary.txt')).toBeNull();
    expect(detectFileKind(new TextEncoder().encode('%PDF-1.7'), 'noextension')).toBeNull();
    expect(detectFileKind(new TextEncoder().encode('%PDF-1.7'), 'script.exe')).toBeNull();
  });
});
