'use client';

import dynamic from 'next/dynamic';
import { useSessionStore } from '@/lib/stores/session-store';

const HeaderNotifications = dynamic(() => import('./header-notifications').then((m) => m.HeaderNotifications), { ssr: false });

/** The notifications link of the public header, for a signed-in user only: visitors load none of its code. */
export function HeaderNotificationsSlot({ label, className }: { label: string; className?: string }) {
  const signedIn = useSessionStore((state) => state.token !== null);
  return signedIn ? <HeaderNotifications label={label} className={className} /> : null;
}
