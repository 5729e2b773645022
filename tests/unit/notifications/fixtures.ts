import type { Notification, NotificationsResponse } from '@/api-client/schemas/notifications';
import type { Profile } from '@/api-client/schemas/user';

export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    date: '2026-05-01T09:30:00.000Z',
    title: 'Изменение графика',
    text: 'Склад работает по вторникам',
    formatted: '<p>Склад работает <strong>по вторникам</strong></p>',
    priority: false,
    prioritytimeleft: 0,
    read: false,
    test: false,
    shownotify: true,
    ...overrides,
  };
}

export function page(items: Notification[], unreadCount: number, pageNumber = 1, total = items.length): NotificationsResponse {
  return { items, pagination: { page: pageNumber, pageSize: 10, pageCount: Math.ceil(total / 10), total }, unreadCount };
}

/** A dealer's profile with the given access code (`role`). */
export function profile(role: string): Profile {
  return {
    id: 7,
    name: 'Алексей',
    last_name: 'Смирнов',
    second_name: '',
    phone: '79123456789',
    email: 'dealer@example.com',
    city: 'Екатеринбург',
    company: 'ООО «Мебель-Урал»',
    role,
    subscribe_news: 0,
    subscribe_order: 1,
    show_guide: 1,
    show_calculator: 1,
    hide_pay: 0,
    new_orderlist: 1,
    calculator_import: 0,
    last_order: null,
    orders_count: 0,
    default_pack: '',
    ecp: 0,
    testmode: 0,
    expnotify: 1,
    nopaynotify: 1,
    tgnotify: 0,
    tgid: '',
    delivery_city: '',
  };
}
