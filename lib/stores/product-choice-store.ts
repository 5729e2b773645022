import { create } from 'zustand';

/** The options chosen on the product page shown ('Плёнка ПВХ глянцевая, Ваниль'), for the request about it. */
export const useProductChoiceStore = create<{ choice: string }>()(() => ({ choice: '' }));
