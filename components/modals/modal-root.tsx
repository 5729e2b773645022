import { messages } from '@/lib/i18n/messages';
import { ModalStack } from './modal-stack';

/**
 * The modal stack, rendered once by the root layout. The stack takes its labels from here; the modals,
 * loaded on demand, bring their texts and next-intl's client runtime with them (modal-intl.tsx).
 */
export function ModalRoot() {
  return <ModalStack labels={{ close: messages.Modals.close, loading: messages.Modals.loading }} />;
}
