import { create } from 'zustand';

/** Spec §4 'Real-time stream': online or offline; null until the first connection attempt ends. */
type StreamState = { online: boolean | null; setOnline: (online: boolean) => void };

export const useStreamStore = create<StreamState>()((set) => ({
  online: null,
  setOnline: (online) => set({ online }),
}));
