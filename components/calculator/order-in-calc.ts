import type { StreamEvent } from '@/api-client/schemas/stream';

/** Spec: the calculator's parameter is compared with the order id of a new-comment event; `orderInCalc` alone names no order. */
export function isCommentOnOpenOrder(event: StreamEvent, openOrderId: number | null): boolean {
  return event.e === 'newComment' && openOrderId !== null && event.orderId === openOrderId;
}
