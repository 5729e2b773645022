import ExcelJS from 'exceljs';
import { REKLAMATION_DEFECTS, REKLAMATION_DEMANDS, REKLAMATION_STATUS_NAMES, type RekData, type RelatedRow } from '../../api-client/schemas/reklamation';
import { formatMoscowDate } from '../../lib/moscow-time';
import type { ClaimRow } from './reklamation';

/** Who the parcel of returned parts goes to. */
export const FACTORY_RECIPIENT = 'Фабрика «Фасадия», отдел рекламаций';

export type ClaimSheetInput = {
  claim: ClaimRow;
  title: string;
  data: RekData;
  dealer: { company: string; name: string; phone: string; email: string; city: string };
  order: { id: number; number: string } | null;
  rows: RelatedRow[];
  files: string[];
};

const defectTitle = (code: string) => REKLAMATION_DEFECTS.find((defect) => defect.code === code)?.title ?? '';
const demandTitle = (code: string) => REKLAMATION_DEMANDS.find((demand) => demand.code === code)?.title ?? '';

export const orderLabel = (order: { id: number; number: string } | null) => (order ? [`№ ${order.id}`, order.number].filter(Boolean).join(' · ') : '');

function claimedRows({ data, rows }: ClaimSheetInput) {
  return data.rows.map((claimed) => ({ claimed, row: rows.find((row) => row.num === claimed.num) }));
}

function infoRows(sheet: ExcelJS.Worksheet, rows: [string, string][]) {
  for (const [label, value] of rows) {
    const added = sheet.addRow([label, value]);
    added.getCell(1).font = { bold: true };
  }
}

/** The claim document: who, which order, each defective part with its defect, the description and the files. */
export async function claimWorkbook(input: ClaimSheetInput): Promise<Uint8Array> {
  const { claim, data, dealer, order } = input;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Рекламация');
  sheet.addRow([input.title]).font = { bold: true, size: 14 };
  sheet.addRow([]);
  infoRows(sheet, [
    ['Дата', formatMoscowDate(claim.sentAt ?? claim.updatedAt)],
    ['Статус', REKLAMATION_STATUS_NAMES[claim.status]],
    ['Дилер', dealer.company || dealer.name],
    ['Контактное лицо', dealer.name],
    ['Телефон', dealer.phone],
    ['E-mail', dealer.email],
    ['Заказ', orderLabel(order)],
    ['Требование', demandTitle(data.demand)],
  ]);
  sheet.addRow([]);
  const header = sheet.addRow(['№ строки', 'Наименование', 'Размер, мм', 'Материал и цвет', 'В заказе, шт', 'По рекламации, шт', 'Вид дефекта', 'Комментарий']);
  header.font = { bold: true };
  for (const { claimed, row } of claimedRows(input)) {
    sheet.addRow([claimed.num, row?.name ?? '', row ? `${row.height} × ${row.width}` : '', row?.details ?? '', row?.quantity ?? '', claimed.quantity, defectTitle(claimed.defect), claimed.comment]);
  }
  sheet.addRow([]);
  infoRows(sheet, [['Описание', data.description]]);
  sheet.getCell(`B${sheet.rowCount}`).alignment = { wrapText: true, vertical: 'top' };
  input.files.forEach((name, i) => infoRows(sheet, [[i === 0 ? 'Файлы' : '', name]]));
  sheet.columns.forEach((column, i) => {
    column.width = [18, 30, 14, 34, 13, 17, 40, 36][i] ?? 14;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The label for the parcel of returned parts: large print, to be stuck on the box. */
export async function labelWorkbook(input: ClaimSheetInput): Promise<Uint8Array> {
  const { dealer, order } = input;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ярлык', { pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 1 } });
  sheet.addRow([input.title]).font = { bold: true, size: 20 };
  sheet.addRow([]);
  infoRows(sheet, [
    ['Получатель', FACTORY_RECIPIENT],
    ['Отправитель', dealer.company || dealer.name],
    ['Контакт', [dealer.name, dealer.phone].filter(Boolean).join(', ')],
    ['Город', dealer.city],
    ['Заказ', orderLabel(order)],
    ['Деталей, шт', String(input.data.rows.reduce((sum, row) => sum + row.quantity, 0))],
    ['Мест', ''],
  ]);
  sheet.addRow([]);
  sheet.addRow(['Вложение']).font = { bold: true };
  for (const { claimed, row } of claimedRows(input)) {
    sheet.addRow([`Строка ${claimed.num}`, [row?.name, row && `${row.height} × ${row.width}`, `${claimed.quantity} шт`].filter(Boolean).join(', ')]);
  }
  sheet.eachRow((row) => {
    row.font = { ...row.font, size: Math.max(row.font?.size ?? 14, 14) };
  });
  sheet.getColumn(1).width = 22;
  sheet.getColumn(2).width = 70;
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
