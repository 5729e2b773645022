import { create } from 'zustand';
import type { City } from '@/api-client/schemas/info';
import type { OrderType } from '@/api-client/schemas/calculator';
import type { Notification } from '@/api-client/schemas/notifications';

export type ModalSize = 'xs' | 'md' | 'lg' | 'xl';

/** What each kind of modal is opened with; the registry in components/modals maps kinds to components. */
export type ModalPropsMap = {
  error: { title?: string; message?: string };
  'generic-error': Record<string, never>;
  /** Spec §9's wording by default; a form that is no request (a resume, a review, a subscription) names its own. */
  'request-sent': { kind?: 'resume' | 'review' | 'subscribe' };
  success: { title?: string; message?: string };
  'session-expired': Record<string, never>;
  confirm: { title: string; message?: string; confirmLabel?: string; cancelLabel?: string; onConfirm: () => void };
  privacy: Record<string, never>;
  custom: { contentId: number };
  city: { mode?: 'normal' | 'return'; onSelect?: (city: City) => void };
  login: Record<string, never>;
  'password-request': Record<string, never>;
  'feedback-choice': Record<string, never>;
  callback: Record<string, never>;
  message: Record<string, never>;
  question: Record<string, never>;
  /** From a product page: the product's name, shown in the title and starting the message. */
  'product-request': { product?: string; choice?: string };
  /** Feedback in the spec's variants: simple has its name preset and conditions accepted, samples orders samples. */
  feedback: { variant?: 'normal' | 'simple' | 'samples' };
  /** The order form's message, optionally started with what is being ordered. */
  order: { message?: string };
  resume: Record<string, never>;
  subscribe: Record<string, never>;
  'order-create-choice': Record<string, never>;
  'order-type': { onSelect?: (type: OrderType) => void };
  notification: { notification: Notification };
  /** Spec §2's new-comment modal: another side wrote on an order the user does not have open. */
  'new-comment': { orderId: number };
};
export type ModalKind = keyof ModalPropsMap;

export type ModalOptions = {
  size?: ModalSize;
  /** false: Escape, the backdrop and the close button do nothing (e.g. an unread priority notification). */
  dismissible?: boolean;
};

export type ModalEntry<K extends ModalKind = ModalKind> = {
  id: number;
  kind: K;
  props: ModalPropsMap[K];
  size: ModalSize;
  dismissible: boolean;
  /** The element focused when the modal opened: focus returns there on close. */
  opener: Element | null;
};

/** Sizes a kind gets when the caller names none (spec: the privacy text opens in a large modal). */
const DEFAULT_SIZES: Partial<Record<ModalKind, ModalSize>> = { privacy: 'xl', custom: 'lg', login: 'xs', 'password-request': 'xs' };

type ModalState = {
  stack: ModalEntry[];
  /** The stack's code is wanted before any modal opens (components/modals/preload-error-modal). */
  warm: boolean;
  open: <K extends ModalKind>(kind: K, props: ModalPropsMap[K], options?: ModalOptions) => number;
  close: (id: number) => void;
  /** Dismisses the top modal unless it forbids it; returns whether it closed. */
  dismissTop: () => boolean;
  /** Spec §2: navigation hides every overlay, except one that waits for an answer (decision 2: 'Прочитано'). */
  dismissAll: () => void;
};

let nextId = 1;

export const useModalStore = create<ModalState>()((set, get) => ({
  stack: [],
  warm: false,
  open: (kind, props, options = {}) => {
    const id = nextId++;
    const entry = {
      id,
      kind,
      props,
      size: options.size ?? DEFAULT_SIZES[kind] ?? 'md',
      dismissible: options.dismissible ?? true,
      opener: typeof document === 'undefined' ? null : document.activeElement,
    } as ModalEntry;
    set((state) => ({ stack: [...state.stack, entry] }));
    return id;
  },
  close: (id) => set((state) => ({ stack: state.stack.filter((entry) => entry.id !== id) })),
  dismissTop: () => {
    const top = get().stack.at(-1);
    if (!top?.dismissible) return false;
    get().close(top.id);
    return true;
  },
  dismissAll: () => set((state) => ({ stack: state.stack.filter((entry) => !entry.dismissible) })),
}));

/** For event handlers and non-React code. */
export function openModal<K extends ModalKind>(kind: K, props: ModalPropsMap[K], options?: ModalOptions): number {
  return useModalStore.getState().open(kind, props, options);
}
