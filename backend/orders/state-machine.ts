import {
  ORDER_ACTIONS,
  ORDER_STATUS_NAMES,
  type FactoryAction,
  type OrderAction,
  type OrderStatusCode,
} from '../../api-client/schemas/orders';
import type { AuthUser } from '../lib/context';
import { ApiError, FORBIDDEN_MESSAGE } from '../lib/errors';

/**
 * The one place that says which action fits which order status, and who may take it (documented in docs/orders.md).
 * Dealer actions are the order's dealer's, and of them the staff take STAFF_ACTIONS only; factory actions are the staff's.
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

/** The staff check an order, send it to production and return it to a draft; its data, files and subscription stay the dealer's. */
const STAFF_ACTIONS: readonly OrderAction[] = ['setchecked', 'upload', 'draft'];

export const FACTORY_RULES: Record<FactoryAction, Rule> = {
  invoice: { from: ['wt'], to: 'rq', label: 'Выставить счёт' },
  produce: { from: ['rq'], to: 'ip', label: 'Запустить в производство' },
  ready: { from: ['ip'], to: 'ep', label: 'Отметить готовность' },
  ship: { from: ['ep'], to: 'sp', label: 'Отгрузить' },
  cancel: { from: ['n', 'ch', 'wt', 'rq', 'ip'], to: 'cn', label: 'Отменить' },
};

type OrderState = { status: OrderStatusCode; dealerId: number; subscribe: boolean; checkUserIds: readonly number[] };
type Viewer = Pick<AuthUser, 'id' | 'role'>;

function mayTake(action: OrderAction, order: OrderState, viewer: Viewer): boolean {
  if (viewer.role === 'manager') return STAFF_ACTIONS.includes(action);
  return order.dealerId === viewer.id;
}

/** Besides the status, a few actions make no sense twice: subscribing twice, the same user checking twice. */
function refusedByState(action: OrderAction, order: OrderState, viewer: Viewer): string | null {
  if (action === 'subscribe' && order.subscribe) return 'Вы уже подписаны на изменения заказа';
  if (action === 'unsubscribe' && !order.subscribe) return 'Вы не подписаны на изменения заказа';
  if (action === 'setchecked' && order.checkUserIds.includes(viewer.id)) return 'Вы уже отметили заказ как проверенный';
  return null;
}

/** What this viewer may do to the order now: the cabinet shows these buttons only. */
export function allowedActions(order: OrderState, viewer: Viewer): OrderAction[] {
  return ORDER_ACTIONS.filter(
    (action) => mayTake(action, order, viewer) && DEALER_RULES[action].from.includes(order.status) && !refusedByState(action, order, viewer),
  );
}

/** A 403 for an action that is not the viewer's to take, whatever the order's status. */
export function requireMayTake(action: OrderAction, order: OrderState, viewer: Viewer): void {
  if (!mayTake(action, order, viewer)) throw new ApiError(403, { errorMessage: FORBIDDEN_MESSAGE });
}

function refusal(label: string, status: OrderStatusCode): ApiError {
  return new ApiError(409, { errorMessage: `Действие «${label}» недоступно для заказа в статусе «${ORDER_STATUS_NAMES[status]}»` });
}

/** The status after a dealer action, or a 403 (not the viewer's action) or 409 (not now) with the reason. */
export function applyDealerAction(action: OrderAction, order: OrderState, viewer: Viewer): OrderStatusCode {
  requireMayTake(action, order, viewer);
  const rule = DEALER_RULES[action];
  if (!rule.from.includes(order.status)) throw refusal(rule.label, order.status);
  const reason = refusedByState(action, order, viewer);
  if (reason) throw new ApiError(409, { errorMessage: reason });
  return rule.to ?? order.status;
}

export function applyFactoryAction(action: FactoryAction, status: OrderStatusCode): OrderStatusCode {
  const rule = FACTORY_RULES[action];
  if (!rule.from.includes(status) || !rule.to) throw refusal(rule.label, status);
  return rule.to;
}
