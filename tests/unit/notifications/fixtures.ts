import type { Notification, NotificationsResponse } from '@/api-client/schemas/notifications';

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
