import { and, asc, eq } from 'drizzle-orm';
import type { CalcDraft, CalculatorOrder } from '../../api-client/schemas/calculator';
import type { Database } from '../db/client';
import type { DbOrTx } from '../lib/events';
import { orderItems, orders } from '../db/schema';
import type { AuthUser } from '../lib/context';
import { ApiError, FORBIDDEN_MESSAGE } from '../lib/errors';
import type { CatalogueReference } from './calculator';
import { PACK_VARIANTS } from './calculator-pricing';
import { isModel, titleKey } from './titles';

export const ORDER_NOT_FOUND = 'Заказ не найден';
export const ORDER_NOT_EDITABLE = 'Заказ уже передан на фабрику: изменить его в калькуляторе нельзя';
const MIXED_ORDER = 'В заказе фасады разных моделей или цветов: калькулятор открывает заказ только с одной группой параметров';
const UNKNOWN_MODEL = 'Модели этого заказа нет в калькуляторе';

type OrderItem = typeof orderItems.$inferSelect;
const GROUP_FIELDS = ['model', 'material', 'color', 'ral', 'patina', 'glass', 'layout', 'varnish', 'packaging'] as const;

/** Only the dealer's own order that the factory has not taken yet can be edited in the calculator; other dealers' orders are 'not found'. */
export async function editableOrder(db: DbOrTx, user: AuthUser, id: number) {
  if (user.role !== 'dealer') throw new ApiError(403, { errorMessage: FORBIDDEN_MESSAGE });
  const [order] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.dealerId, user.id)));
  if (!order) throw new ApiError(404, { errorMessage: ORDER_NOT_FOUND });
  if (order.status !== 'n') throw new ApiError(409, { errorMessage: ORDER_NOT_EDITABLE });
  return order;
}

/** Turns the texts the order's items store back into the catalogue ids the calculator's selects use. */
export function itemsAsDraft(reference: CatalogueReference, items: OrderItem[], savedAt: string): CalcDraft {
  const [first] = items;
  if (!first) return { nti: null, group: { model: null, glass: null, material: null, layout: null, color: null, ral: '', varnish: null, patina: null, packaging: null }, rows: [], savedAt };
  if (items.some((item) => GROUP_FIELDS.some((field) => item[field] !== first[field]))) throw new ApiError(409, { errorMessage: MIXED_ORDER });
  // Matched as pricing matches them: a workbook's «Верона» is the calculator's «Фасад «Верона»».
  const model = reference.order_models.find((item) => isModel(item.title, first.model || first.name));
  if (!model) throw new ApiError(409, { errorMessage: UNKNOWN_MODEL });
  const idOf = <T extends { id: number; title: string }>(list: T[], title: string, allowed: (item: T) => boolean = () => true) =>
    title ? (list.find((item) => titleKey(item.title) === titleKey(title) && allowed(item))?.id ?? null) : null;
  const material = idOf(reference.order_materials, first.material, (item) => model.materials.some((own) => own.id === item.id));
  const colors = model.materials.find((item) => item.id === material)?.colors ?? [];
  const color = idOf(reference.order_colors, first.color, (item) => colors.some((own) => own.id === item.id));
  const patinas = colors.find((item) => item.id === color)?.patinas ?? [];
  const glass = idOf(reference.order_glass_models, first.glass);
  return {
    nti: model.typeId,
    group: {
      model: model.id,
      material,
      color,
      ral: first.ral,
      patina: idOf(reference.order_patinas, first.patina, (item) => patinas.includes(item.id)),
      glass,
      layout: idOf(reference.order_glassinsert_variants, first.layout, (item) => item.glass === glass && model.layouts.includes(item.id)),
      varnish: idOf(reference.order_finishlak_variants, first.varnish, (item) => model.varnishes.includes(item.id)),
      packaging: PACK_VARIANTS.find((variant) => titleKey(variant.title) === titleKey(first.packaging))?.code ?? null,
    },
    rows: items.map((item) => ({ height: String(item.height), width: String(item.width), quantity: String(item.quantity), note: item.info })),
    savedAt,
  };
}

export async function calculatorOrder(db: Database, user: AuthUser, id: number, reference: CatalogueReference): Promise<CalculatorOrder> {
  const order = await editableOrder(db, user, id);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.num));
  return { id: order.id, draft: itemsAsDraft(reference, items, order.updatedAt.toISOString()) };
}
