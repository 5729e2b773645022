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

  it('recognises the rest of the Excel group by the same containers (spec §3)', () => {
    const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
    for (const name of ['a.xlsm', 'a.xlsb', 'a.xltx', 'a.xltm', 'a.XLAM']) expect(detectFileKind(zipWith('xl/workbook.xml'), name)).toBe('xlsm');
    for (const name of ['a.xlt', 'a.xla']) expect(detectFileKind(ole, name)).toBe('xlt');
    const xml = '\uFEFF<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"></Workbook>';
    expect(detectFileKind(new TextEncoder().encode(xml), 'Прайс.xml')).toBe('spreadsheetXml');
    expect(detectFileKind(new TextEncoder().encode('  <Workbook/>'), 'a.xml')).toBe('spreadsheetXml');
  });

  it("recognises the Word and image groups of spec §3", () => {
    const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
    expect(detectFileKind(ole, 'шаблон.dot')).toBe('doc');
    for (const name of ['a.docm', 'a.dotx']) expect(detectFileKind(zipWith('word/document.xml'), name)).toBe('docm');
    expect(detectFileKind(zipWith('mimetypeapplication/vnd.oasis.opendocument.text'), 'a.odt')).toBe('odt');
    expect(detectFileKind(new TextEncoder().encode('{\\rtf1\\ansi Привет}'), 'a.rtf')).toBe('rtf');
    expect(detectFileKind(new TextEncoder().encode('GIF89a'), 'a.gif')).toBe('gif');
    expect(detectFileKind(bytes(0x42, 0x4d, 0x36, 0x00), 'a.bmp')).toBe('bmp');
    expect(detectFileKind(bytes(0x49, 0x49, 0x2a, 0x00), 'a.tif')).toBe('tiff');
    expect(detectFileKind(bytes(0x4d, 0x4d, 0x00, 0x2a), 'a.TIFF')).toBe('tiff');
    const svg = '<?xml version="1.0"?>\n<!-- план -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10"></svg>';
    expect(detectFileKind(new TextEncoder().encode(svg), 'план.svg')).toBe('svg');
  });

  it('refuses a Word or image name over another content', () => {
    expect(detectFileKind(zipWith('xl/workbook.xml'), 'a.docm')).toBeNull();
    expect(detectFileKind(zipWith('word/document.xml'), 'a.odt')).toBeNull();
    expect(detectFileKind(new TextEncoder().encode('GIF89a'), 'a.bmp')).toBeNull();
    expect(detectFileKind(new TextEncoder().encode('<html><body></body></html>'), 'a.svg')).toBeNull();
    expect(detectFileKind(new TextEncoder().encode('plain text'), 'a.rtf')).toBeNull();
  });

  it('refuses an Excel-named file of another container', () => {
    expect(detectFileKind(zipWith('word/document.xml'), 'macro.xlsm')).toBeNull();
    expect(detectFileKind(new TextEncoder().encode('%PDF-1.7'), 'a.xlt')).toBeNull();
    expect(detectFileKind(new TextEncoder().encode('not xml at all'), 'a.xml')).toBeNull();
    expect(detectFileKind(bytes(0x3c, 0x00, 0x61), 'a.xml')).toBeNull();
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
