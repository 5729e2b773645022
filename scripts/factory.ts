/**
 * `npm run factory -- <action> <orderId> [options]`: plays the factory through the API as the staff account.
 *   actions: check, upload, invoice, produce, ready, ship, cancel, comment
 *   --days N        production days for `produce` (default 10)
 *   --pay N         percent paid, with any step
 *   --status TEXT   custom status text, with any step
 *   --text TEXT     the comment for `comment`
 * API_ORIGIN (default http://127.0.0.1:3001), FACTORY_LOGIN and FACTORY_PASSWORD (default: the demo staff account).
 */
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { days: { type: 'string' }, pay: { type: 'string' }, status: { type: 'string' }, text: { type: 'string' } },
});
const [action, orderId] = positionals;
const origin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const STATUS_STEPS = ['invoice', 'produce', 'ready', 'ship', 'cancel'];
const DEALER_STEPS: Record<string, string> = { check: 'setchecked', upload: 'upload' };

if (!action || !orderId || !/^\d+$/.test(orderId) || ![...STATUS_STEPS, ...Object.keys(DEALER_STEPS), 'comment'].includes(action)) {
  console.error('Usage: npm run factory -- <check|upload|invoice|produce|ready|ship|cancel|comment> <orderId> [--days N] [--pay N] [--status TEXT] [--text TEXT]');
  process.exit(2);
}

async function call(path: string, init: RequestInit & { token?: string } = {}): Promise<unknown> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('X-API-Key', init.token);
  if (init.body) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${origin}/api/v1/${path}`, { ...init, headers });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { errorMessage?: string } | null)?.errorMessage ?? response.statusText;
    throw new Error(`${response.status}: ${message}`);
  }
  return body;
}

const login = await call('user/login', {
  method: 'POST',
  body: JSON.stringify({ login: process.env.FACTORY_LOGIN ?? 'manager@example.com', password: process.env.FACTORY_PASSWORD ?? 'manager2026' }),
});
const token = (login as { jwt: string }).jwt;

try {
  let result: unknown;
  if (action === 'comment') {
    result = await call('comment', { method: 'POST', token, body: JSON.stringify({ order_id: orderId, comment: values.text ?? 'Комментарий фабрики' }) });
  } else if (DEALER_STEPS[action]) {
    result = await call(`order/${orderId}/${DEALER_STEPS[action]}`, { token });
  } else {
    const body = { action, production_days: values.days, percent_pay: values.pay, custom_status: values.status };
    result = await call(`order/${orderId}/status`, { method: 'POST', token, body: JSON.stringify(body) });
  }
  const order = (result as { order?: { statusName?: string } }).order;
  console.log(`Order ${orderId}: ${(result as { message?: string }).message ?? 'ok'}${order?.statusName ? ` (${order.statusName})` : ''}`);
} catch (error) {
  console.error(`Order ${orderId}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
