import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

export type Row = (string | number)[];
export const ORDER_HEADER: Row = ['№', 'Наименование', 'Модель', 'Высота', 'Ширина', 'Кол-во', 'Цвет', 'RAL', 'Стекло'];

/** An order workbook built in memory, so that no binary test files are committed. */
export async function workbookFile(rows: Row[], { header = ORDER_HEADER, name = 'заказ.xlsx', sheet = 'Лист1' } = {}): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(sheet);
  if (header.length) ws.addRow(header);
  for (const row of rows) ws.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([new Uint8Array(buffer)], name);
}

export const goodRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => [i + 1, 'Фасад', 'Верона', 716, 396 + (i % 5), 1 + (i % 3), 'белый', '9003', 'Прозрачное']);

/**
 * A zip written by hand, for workbooks no spreadsheet program writes: a sheet that unpacks to far more than it
 * weighs. `zip64` writes the sizes in the zip64 extra field, as some streaming writers do for any file.
 */
export function zipFile(entries: Record<string, string | Buffer>, { zip64 = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const raw = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const packed = deflateRawSync(raw);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const extra = Buffer.alloc(zip64 ? 28 : 0);
    if (zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(24, 2);
      extra.writeBigUInt64LE(BigInt(raw.length), 4);
      extra.writeBigUInt64LE(BigInt(packed.length), 12);
      extra.writeBigUInt64LE(BigInt(offset), 20);
    }
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(45, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(raw), 16);
    entry.writeUInt32LE(zip64 ? 0xffffffff : packed.length, 20);
    entry.writeUInt32LE(zip64 ? 0xffffffff : raw.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt16LE(extra.length, 30);
    entry.writeUInt32LE(zip64 ? 0xffffffff : offset, 42);
    locals.push(local, fileName, packed);
    directory.push(entry, fileName, extra);
    offset += local.length + fileName.length + packed.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** An order sheet whose rows go on past any order: `rows` of them, in a file of a few kilobytes. */
export function sheetWithRows(rows: number): string {
  const body = Array.from({ length: rows }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>1</v></c></row>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}
