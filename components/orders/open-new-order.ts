import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useProfile } from '@/api-client/user/profile';
import { openModal } from '@/lib/stores/modal-store';

const NEW_ORDER_PAGE = '/profile/order/new';

/**
 * 'Новый заказ': the choice between the calculator and an import, or the import at once for a dealer who turned
 * 'Показывать калькулятор в новом заказе' off in the profile (show_calculator).
 */
export function useOpenNewOrder(): () => void {
  const router = useRouter();
  const calculatorHidden = useProfile().data?.show_calculator === 0;
  return useCallback(() => {
    if (calculatorHidden) router.push(NEW_ORDER_PAGE);
    else openModal('order-create-choice', {});
  }, [calculatorHidden, router]);
}
