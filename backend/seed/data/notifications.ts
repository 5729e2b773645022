import type { SeedNotification } from '../types';

const dealer = 'dealer@example.com';
const assistant = 'assistant@example.com';
const holidays = {
  title: 'Изменение графика отгрузок в майские праздники',
  html: '<p>Уважаемые партнёры! С <strong>1 по 11 мая</strong> склад фабрики отгружает заказы только по вторникам и пятницам.</p><p>Просим планировать вывоз заранее.</p>',
  priority: true,
  daysAgo: 0,
};

export const notifications: SeedNotification[] = [
  { userEmail: dealer, ...holidays },
  // Listed as 'Важное' in the assistant's cabinet, without the modal the dealer gets.
  { userEmail: assistant, ...holidays },
  {
    userEmail: dealer,
    title: 'Новая коллекция фасадов «Сканди»',
    html: '<p>В каталоге появились фасады коллекции «Сканди» в эмали и шпоне дуба. Образцы можно заказать через менеджера.</p>',
    daysAgo: 1,
  },
  {
    userEmail: dealer,
    title: 'Обновлён прайс-лист на стекло',
    html: '<p>С 1-го числа следующего месяца действуют новые цены на стекло «Сатин» и «Графит». Подробности — в разделе калькулятора.</p>',
    daysAgo: 3,
  },
  {
    userEmail: dealer,
    title: 'Заказ передан в производство',
    html: '<p>Ваш заказ передан в производство. Срок изготовления — 14 рабочих дней.</p>',
    daysAgo: 6,
    read: true,
  },
  {
    userEmail: dealer,
    title: 'Добро пожаловать в личный кабинет',
    html: '<p>Здесь вы можете оформлять заказы, следить за их статусом и получать уведомления фабрики.</p>',
    daysAgo: 30,
    read: true,
  },
];
