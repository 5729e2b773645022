import ExcelJS from 'exceljs';

export type AccountingOrder = { id: number; dealerCompany: string; items: { name: string; height: number; width: number; quantity: number; price: number }[] };
export type AccountingReceipt = { accountingId: string; invoice: { name: string; bytes: Uint8Array<ArrayBuffer> } | null };

/** The factory's accounting system, where 'send to production' uploads an order. */
export type AccountingSystem = { submit(order: AccountingOrder): Promise<AccountingReceipt> };

/**
 * The demo stands in for the factory's accounting: it accepts every order at once and issues its invoice as a
 * workbook, as the real one does a day later; the staff account then takes the order through production.
 */
export function demoAccounting(): AccountingSystem {
  return {
    async submit(order) {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Счёт');
      sheet.addRow([`Счёт на оплату по заказу № ${order.id}`]);
      sheet.addRow([`Покупатель: ${order.dealerCompany}`]);
      sheet.addRow([]);
      sheet.addRow(['№', 'Наименование', 'Размер, мм', 'Кол-во', 'Цена', 'Сумма']);
      let total = 0;
      order.items.forEach((item, index) => {
        const sum = item.price * item.quantity;
        total += sum;
        sheet.addRow([index + 1, item.name, `${item.height}×${item.width}`, item.quantity, item.price, sum]);
      });
      sheet.addRow(['', 'Итого', '', '', '', total]);
      const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
      return { accountingId: `DEMO-${order.id}`, invoice: { name: `Счёт по заказу ${order.id}.xlsx`, bytes } };
    },
  };
}
