import { messages } from '@/lib/i18n/messages';
import { ModalStackLoader } from './modal-stack-loader';

/**
 * The modal stack, rendered once by the root layout. The stack takes its labels from here; the stack and
 * the modals load on demand, bringing their texts and next-intl's client runtime with them (modal-intl.tsx).
 */
export function ModalRoot() {
  return <ModalStackLoader labels={{ close: messages.Modals.close, loading: messages.Modals.loading }} />;
}
