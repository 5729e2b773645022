import { inflateRawSync } from 'node:zlib';
import { MAX_ORDER_ROWS } from '../../api-client/schemas/orders';

/** What a workbook of the largest order unpacks to, with room for styles and long texts. */
export const MAX_WORKBOOK_UNPACKED_BYTES = 40 * 1024 * 1024;
/** Rows a sheet may hold, blank ones and headers included, before the order's own row limit is looked at. */
export const MAX_WORKBOOK_SHEET_ROWS = MAX_ORDER_ROWS * 5;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const ZIP64_EXTRA = 0x0001;
const STORED = 0;
const DEFLATED = 8;
const SHEET = /^xl\/worksheets\/[^/]+\.xml$/;
const ROW_TAG = /<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g;

export type WorkbookCheck = 'ok' | 'unreadable' | 'tooLarge' | 'tooManyRows';

/**
 * Looks inside an .xlsx (a zip) before exceljs reads it whole: a file of a few hundred kilobytes can unpack to
 * gigabytes, and reading it would hold the backend for minutes and exhaust its memory. Every entry is inflated
 * against what is left of the budget, whatever sizes the zip declares, and each sheet's rows are counted.
 */
export function checkWorkbook(bytes: Uint8Array): WorkbookCheck {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const directory = readDirectory(data);
  if (!directory) return 'unreadable';
  let at = directory.offset;
  let budget = MAX_WORKBOOK_UNPACKED_BYTES;
  for (let i = 0; i < directory.entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== DIRECTORY_ENTRY) return 'unreadable';
    const method = data.readUInt16LE(at + 10);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    const { packed, local } = entrySizes(data, at, data.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    at += 46 + nameLength + extraLength + data.readUInt16LE(at + 32);
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL_HEADER) return 'unreadable';
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + packed > data.length) return 'unreadable';
    const raw = data.subarray(start, start + packed);
    let content: Buffer;
    if (method === STORED) content = raw;
    else if (method === DEFLATED) {
      try {
        content = inflateRawSync(raw, { maxOutputLength: budget + 1 });
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'unreadable';
      }
    } else return 'unreadable';
    budget -= content.length;
    if (budget < 0) return 'tooLarge';
    if (SHEET.test(name) && hasMoreRows(content, MAX_WORKBOOK_SHEET_ROWS)) return 'tooManyRows';
  }
  return 'ok';
}

/** Where the central directory starts and how many entries it lists; zip64 writers put both in their own record. */
function readDirectory(data: Buffer): { offset: number; entries: number } | null {
  // The end-of-directory record sits in the last 64 KB (its comment may be that long).
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  const offset = data.readUInt32LE(end + 16);
  if (entries !== 0xffff && offset !== 0xffffffff) return { offset, entries };
  const locator = end - 20;
  if (locator < 0 || data.readUInt32LE(locator) !== ZIP64_LOCATOR) return null;
  const record = Number(data.readBigUInt64LE(locator + 8));
  if (record + 56 > data.length || data.readUInt32LE(record) !== ZIP64_END_OF_DIRECTORY) return null;
  return { entries: Number(data.readBigUInt64LE(record + 32)), offset: Number(data.readBigUInt64LE(record + 48)) };
}

/** An entry's packed size and header offset; a value of 0xFFFFFFFF is in the zip64 extra field (0x0001). */
function entrySizes(data: Buffer, at: number, extra: Buffer): { packed: number; local: number } {
  const unpacked32 = data.readUInt32LE(at + 24);
  let packed = data.readUInt32LE(at + 20);
  let local = data.readUInt32LE(at + 42);
  for (let i = 0; i + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(i);
    const size = extra.readUInt16LE(i + 2);
    if (id === ZIP64_EXTRA) {
      let field = i + 4;
      const next = () => {
        const value = field + 8 <= extra.length ? Number(extra.readBigUInt64LE(field)) : 0xffffffff;
        field += 8;
        return value;
      };
      if (unpacked32 === 0xffffffff) next();
      if (packed === 0xffffffff) packed = next();
      if (local === 0xffffffff) local = next();
    }
    i += 4 + size;
  }
  return { packed, local };
}

function hasMoreRows(xml: Buffer, limit: number): boolean {
  const text = xml.toString('latin1');
  ROW_TAG.lastIndex = 0;
  let rows = 0;
  while (ROW_TAG.exec(text)) if (++rows > limit) return true;
  return false;
}
