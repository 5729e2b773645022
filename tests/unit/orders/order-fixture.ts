import type { Order } from '@/api-client/schemas/orders';

/** An order as the backend answers it: a fresh draft with no rows, changed where a test needs. */
export const orderFixture = (overrides: Partial<Order> = {}): Order => ({
  id: 42,
  statusCode: 'n',
  statusName: 'Черновик',
  customStatus: '',
  createDate: '2026-11-20T10:00:00.000Z',
  progress: { start_production: null, end_production: null, production_days: 0, production_days_last: 0, production_days_left: 0 },
  number: { id: overrides.id ?? 42, order_number: '' },
  order_head_number: '',
  client: null,
  company: null,
  author: { name: 'Андрей', last_name: 'Смирнов' },
  invoice: null,
  price: { total: 0, percent_pay: 0, purchase_amount: 0, sale: 0 },
  files: [],
  sourceFile: null,
  notation: '',
  subscribe: true,
  order_check: false,
  order_check_users: [],
  infoList: [],
  products: [],
  comments: { unread: 0, total: 0 },
  actions: [],
  ...overrides,
});
