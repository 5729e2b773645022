'use client';

import { useSessionUser } from '@/lib/stores/session-store';

/**
 * The factory's staff see every dealer's orders but place none: creating, repeating or pricing an order into a new
 * one is a dealer's call (the backend answers staff 403), so those controls are not offered to them.
 */
export function useIsStaff(): boolean {
  return useSessionUser()?.role === 'manager';
}
