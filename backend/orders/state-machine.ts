import {
  ORDER_ACTIONS,
  ORDER_STATUS_NAMES,
  type FactoryAction,
  type OrderAction,
  type OrderStatusCode,
} from '../../api-client/schemas/orders';
import { ApiError } from '../lib/errors';

/**
 * The one place that says which action fits which order status (documented in docs/orders.md). Dealer actions
 * are open to the order's dealer and the staff; factory actions to the staff only.
 */
type Rule = { from: readonly OrderStatusCode[]; to?: OrderStatusCode; label: string };

const ACTIVE: readonly OrderStatusCode[] = ['n', 'ch', 'wt', 'rq', 'ip', 'ep'];

export const DEALER_RULES: Record<OrderAction, Rule> = {
  validate: { from: ['n'], to: 'ch', label: 'Отправить на проверку' },
  upload: { from: ['n', 'ch'], to: 'wt', label: 'Отправить в производство' },
  setchecked: { from: ['n', 'ch'], label: 'Отметить как проверенный' },
  draft: { from: ['ch', 'wt'], to: 'n', label: 'Вернуть в черновик' },
  subscribe: { from: ACTIVE, label: 'Подписаться на изменения' },
  unsubscribe: { from: ACTIVE, label: 'Отписаться от изменений' },
  delete: { from: ['n', 'ch', 'cn'], label: 'Удалить' },
  edit: { from: ACTIVE, label: 'Изменить заказ' },
  files: { from: ['n', 'ch'], label: 'Изменить файлы заказа' },
  excel: { from: ['n'], label: 'Заменить файл заказа' },
};

export const FACTORY_RULES: Record<FactoryAction, Rule> = {
  invoice: { from: ['wt'], to: 'rq', label: 'Выставить счет' },
  produce: { from: ['rq'], to: 'ip', label: 'Запустить в производство' },
  ready: { from: ['ip'], to: 'ep', label: 'Отметить готовность' },
  ship: { from: ['ep'], to: 'sp', label: 'Отгрузить' },
  cancel: { from: ['n', 'ch', 'wt', 'rq', 'ip'], to: 'cn', label: 'Отменить' },
};

type OrderState = { status: OrderStatusCode; subscribe: boolean; checked: boolean };

/** Besides the status, a few actions make no sense twice: subscribing twice, checking twice. */
function refusedByState(action: OrderAction, order: OrderState): string | null {
  if (action === 'subscribe' && order.subscribe) return 'Вы уже подписаны на изменения заказа';
  if (action === 'unsubscribe' && !order.subscribe) return 'Вы не подписаны на изменения заказа';
  if (action === 'setchecked' && order.checked) return 'Заказ уже отмечен как проверенный';
  return null;
}

export function allowedActions(order: OrderState): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => DEALER_RULES[action].from.includes(order.status) && !refusedByState(action, order));
}

function refusal(label: string, status: OrderStatusCode): ApiError {
  return new ApiError(409, { errorMessage: `Действие «${label}» недоступно для заказа в статусе «${ORDER_STATUS_NAMES[status]}»` });
}

/** The status after a dealer action, or a 409 with the reason. */
export function applyDealerAction(action: OrderAction, order: OrderState): OrderStatusCode {
  const rule = DEALER_RULES[action];
  if (!rule.from.includes(order.status)) throw refusal(rule.label, order.status);
  const reason = refusedByState(action, order);
  if (reason) throw new ApiError(409, { errorMessage: reason });
  return rule.to ?? order.status;
}

export function applyFactoryAction(action: FactoryAction, status: OrderStatusCode): OrderStatusCode {
  const rule = FACTORY_RULES[action];
  if (!rule.from.includes(status) || !rule.to) throw refusal(rule.label, status);
  return rule.to;
}
