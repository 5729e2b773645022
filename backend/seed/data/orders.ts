import type { OrderStatusCode } from '../../../api-client/schemas/orders';
import type { SeedOrderBook, SeedOrderItem } from '../types';

const MODELS = ['Верона', 'Модена', 'Турин', 'Милан', 'Флоренция', 'Сиена', 'Равенна'];
const COLORS = [['Белый', '9003'], ['Слоновая кость', '1015'], ['Графит', '7024'], ['Оливковый', '6013'], ['Бежевый', '1001']] as const;
const SIZES = [[716, 396], [716, 446], [356, 596], [956, 446], [2100, 596], [716, 296], [1316, 446]] as const;

/** Deterministic rows, so the demo looks the same after every reset. */
export function demoItems(seed: number, count: number): SeedOrderItem[] {
  return Array.from({ length: count }, (_, i) => {
    const k = seed * 7 + i * 3;
    const model = MODELS[k % MODELS.length] ?? 'Верона';
    const [color, ral] = COLORS[k % COLORS.length] ?? COLORS[0];
    const [height, width] = SIZES[(seed + i) % SIZES.length] ?? SIZES[0];
    const glass = model === 'Равенна';
    return {
      name: glass ? `Фасад-витрина ${model}` : `Фасад ${model}`,
      model,
      height,
      width,
      quantity: 1 + ((k * 5) % 4),
      material: 'МДФ 19 мм',
      color,
      ral,
      patina: model === 'Верона' || model === 'Флоренция' ? 'Золото' : '',
      glass: glass ? 'Сатинат' : '',
      layout: glass ? 'Решётка' : '',
      varnish: 'Матовый',
      packaging: 'Стандартная',
      info: i === 0 && seed % 3 === 0 ? 'Присадка под петли' : '',
    };
  });
}

type Demo = { status: OrderStatusCode; days: number; number: string; client?: number; company?: number; rows: number; comments?: SeedOrderBook['orders'][number]['comments']; custom?: string; pay?: number };

const DEMO: Demo[] = [
  { status: 'n', days: 0, number: 'К-118', client: 0, company: 0, rows: 6 },
  { status: 'n', days: 1, number: '', rows: 3, comments: [{ by: 'dealer', text: 'Уточню у клиента цвет, пока не отправляю.' }] },
  { status: 'ch', days: 2, number: 'К-117', client: 1, company: 0, rows: 8, comments: [{ by: 'manager', text: 'Проверяем заказ, размеры витрин уточним сегодня.', viewed: false }] },
  { status: 'wt', days: 4, number: 'К-115', client: 2, company: 1, rows: 5 },
  { status: 'rq', days: 6, number: 'К-113', client: 0, company: 0, rows: 4, pay: 0, comments: [{ by: 'manager', text: 'Счёт выставлен, ждём оплату.', viewed: false }, { by: 'dealer', text: 'Оплатим до пятницы.' }] },
  { status: 'ip', days: 9, number: 'К-110', client: 3, company: 0, rows: 12, pay: 50, custom: 'Покраска' },
  { status: 'ip', days: 12, number: 'К-108', client: 1, company: 1, rows: 7, pay: 100, comments: [{ by: 'manager', text: 'Заказ в покраске, срок не меняется.', viewed: true }] },
  { status: 'ep', days: 18, number: 'К-104', client: 2, company: 0, rows: 5, pay: 100, comments: [{ by: 'manager', text: 'Заказ готов, можно забирать со склада.', viewed: false }] },
  { status: 'sp', days: 25, number: 'К-101', client: 0, company: 0, rows: 9, pay: 100 },
  { status: 'sp', days: 33, number: 'К-097', client: 4, company: 1, rows: 4, pay: 100, comments: [{ by: 'dealer', text: 'Получили, всё в порядке, спасибо!' }, { by: 'manager', text: 'Рады работать с вами!', viewed: true }] },
  { status: 'cn', days: 40, number: 'К-093', client: 3, rows: 2, comments: [{ by: 'dealer', text: 'Клиент отказался, отменяем.' }] },
  { status: 'ip', days: 45, number: 'К-090', client: 1, company: 0, rows: 10, pay: 70 },
];

export const orderBooks: SeedOrderBook[] = [
  {
    dealerEmail: 'dealer@example.com',
    staffEmail: 'manager@example.com',
    clients: [
      { name: 'Кухни «Уют»', phone: '+7 (343) 210-45-67', email: 'uyut@example.com' },
      { name: 'Иванов Сергей Петрович', phone: '+7 (912) 600-11-22', email: '' },
      { name: 'Студия «Мебель на заказ»', phone: '+7 (343) 355-00-10', email: 'studio@example.com' },
      { name: 'Петрова Анна', phone: '+7 (922) 144-55-66', email: 'anna.petrova@example.com' },
      { name: 'ИП Соколов', phone: '+7 (343) 277-88-99', email: '' },
    ],
    companies: [
      { name: 'ООО «Мебель-Урал»', inn: '6671234567' },
      { name: 'ИП Смирнов А. В.', inn: '667100112233' },
    ],
    managers: [{ name: 'Ирина Ковалёва', phone: '+7 (495) 123-45-60', email: 'manager@example.com' }],
    orders: DEMO.map((demo, index) => ({
      status: demo.status,
      daysAgo: demo.days,
      orderNumber: demo.number,
      clientIndex: demo.client,
      companyIndex: demo.company,
      customStatus: demo.custom ?? '',
      percentPay: demo.pay ?? 0,
      items: demoItems(index + 1, demo.rows),
      comments: demo.comments ?? [],
    })),
  },
];
