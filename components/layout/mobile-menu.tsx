'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useCallback, useId, useRef, useState } from 'react';
import { MenuIcon } from './icons';
import type { NavNode, ProfileLinkKey, SignedInUser } from './menu-items';
import styles from './mobile-menu.module.css';

const MobileMenuDrawer = dynamic(() => import('./mobile-menu-drawer').then((m) => m.MobileMenuDrawer), { ssr: false });

export type MobileMenuLabels = Record<
  ProfileLinkKey | 'burger' | 'mobileMenu' | 'nav' | 'close' | 'order' | 'account' | 'logout' | 'back' | 'review' | 'help' | 'feedback' | 'cityPlaceholder',
  string
>;

type MobileMenuProps = {
  tree: NavNode[];
  /** Undefined: the stored session's user. */
  user?: SignedInUser | null;
  phone: string;
  labels: MobileMenuLabels;
};

/** The burger below 1024 px; its drawer stays open only on the path it was opened on, so navigating closes it. */
export function MobileMenu({ tree, user, phone, labels }: MobileMenuProps) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const open = openOn !== null && openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);

  return (
    <>
      <button
        ref={burgerRef}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={drawerId}
        aria-label={labels.burger}
        // The drawer's code starts loading as the finger lands, before the tap completes.
        onPointerDown={() => void import('./mobile-menu-drawer')}
        onClick={() => setOpenOn(pathname)}
      >
        <MenuIcon size={24} />
      </button>
      {open ? <MobileMenuDrawer drawerId={drawerId} tree={tree} user={user} phone={phone} labels={labels} burgerRef={burgerRef} onClose={close} /> : null}
    </>
  );
}
