import { openModal } from '@/lib/stores/modal-store';

/** 'Новый заказ' in the profile header: the choice between the calculator and an import. */
export function openNewOrder(): number {
  return openModal('order-create-choice', {});
}
