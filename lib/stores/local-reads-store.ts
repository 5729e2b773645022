import { create } from 'zustand';

/**
 * Spec §4: a test notification's 'Прочитано' reads it on this page only, never on the server. Its id stays here
 * while the server still counts it unread (until it is marked read there or deleted), so the cabinet's lists and
 * counts treat it as read and its modal does not open again.
 */
type LocalReadsState = {
  ids: ReadonlySet<number>;
  add: (id: number) => void;
  forget: (ids: readonly number[] | 'all') => void;
};

export const useLocalReadsStore = create<LocalReadsState>()((set) => ({
  ids: new Set(),
  add: (id) => set((state) => (state.ids.has(id) ? state : { ids: new Set(state.ids).add(id) })),
  forget: (ids) =>
    set((state) => ({ ids: ids === 'all' ? new Set() : new Set([...state.ids].filter((id) => !ids.includes(id))) })),
}));
