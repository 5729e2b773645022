import { create } from 'zustand';
import type { ChatLine } from '@/api-client/schemas/stream';

/** Spec §3 'Chat': the messages, whether the window is open, and the new-message flag. */
type ChatState = {
  open: boolean;
  hasNew: boolean;
  messages: ChatLine[];
  /** The text typed and not sent yet: closing the window keeps it for the next opening. */
  draft: string;
  setOpen: (open: boolean) => void;
  setMessages: (messages: ChatLine[]) => void;
  addMessages: (messages: ChatLine[], fromManager: boolean) => void;
};

export const useChatStore = create<ChatState>()((set) => ({
  open: false,
  hasNew: false,
  messages: [],
  draft: '',
  // Open, the window shows what is new; closed, it has been seen.
  setOpen: (open) => set({ open, hasNew: false }),
  setMessages: (messages) => set({ messages }),
  addMessages: (messages, fromManager) =>
    set((state) => ({ messages: [...state.messages, ...messages], hasNew: fromManager || state.hasNew, open: fromManager || state.open })),
}));
