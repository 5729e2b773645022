import ExcelJS from 'exceljs';

export type Row = (string | number)[];
export const ORDER_HEADER: Row = ['№', 'Наименование', 'Модель', 'Высота', 'Ширина', 'Кол-во', 'Цвет', 'RAL'];

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
  Array.from({ length: count }, (_, i) => [i + 1, 'Фасад', 'Верона', 716, 396 + (i % 5), 1 + (i % 3), 'белый', '9003']);
