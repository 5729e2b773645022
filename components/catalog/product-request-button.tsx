'use client';

import type { ReactNode } from 'react';
import { openModal } from '@/lib/stores/modal-store';
import { useProductChoiceStore } from '@/lib/stores/product-choice-store';

/** 'Заказать' on a product page: the request names the product and the options chosen when it is opened. */
export function ProductRequestButton({ product, className, children }: { product: string; className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} onClick={() => openModal('product-request', { product, choice: useProductChoiceStore.getState().choice || undefined })}>
      {children}
    </button>
  );
}
