'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useSignedIn } from '@/lib/stores/session-store';
import { isProfilePath } from './stock-panel-frame';

const HeaderNotifications = dynamic(() => import('./header-notifications').then((m) => m.HeaderNotifications), { ssr: false });

/**
 * The notifications link of the public header, for a signed-in user only: visitors load none of its code. The
 * cabinet hides this header and counts in its own, so there it asks nothing.
 */
export function HeaderNotificationsSlot({ label, className }: { label: string; className?: string }) {
  const signedIn = useSignedIn();
  const pathname = usePathname();
  return signedIn && !isProfilePath(pathname) ? <HeaderNotifications label={label} className={className} /> : null;
}
