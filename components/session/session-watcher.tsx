'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isProfilePath } from '@/components/layout/stock-panel-frame';
import { checkSession } from '@/lib/session/session';
import { TOKEN_EXPIRES_KEY, TOKEN_KEY } from '@/lib/session/token-storage';
import { openModal } from '@/lib/stores/modal-store';

/** Spec §9: the session is rechecked this often. */
export const SESSION_CHECK_MS = 20_000;

/**
 * Checks the stored session at start, every 20 s and whenever another tab changes it. Losing it outside the
 * profile, other than by the button, shows 'Время сессии истекло'; inside, the profile's guard sends to sign-in.
 */
export function SessionWatcher() {
  const pathname = usePathname();
  const pathRef = useRef(pathname);

  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const run = () => {
      if (checkSession() === 'expired' && !isProfilePath(pathRef.current)) openModal('session-expired', {});
    };
    run();
    const timer = window.setInterval(run, SESSION_CHECK_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY || event.key === TOKEN_EXPIRES_KEY) run();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return null;
}
