'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { logout } from '@/lib/session/session';
import { openModal } from '@/lib/stores/modal-store';
import { useSessionUser } from '@/lib/stores/session-store';
import { ChevronIcon, UserIcon } from './icons';
import type { ProfileLinkKey, SignedInUser } from './menu-items';
import { ProfileLinkItems } from './profile-links';
import { usePopupClose } from './use-popup-close';
import styles from './profile-menu.module.css';

/** Spec §9: the profile menu opens after this hover debounce. */
export const PROFILE_MENU_DELAY_MS = 250;

export type ProfileMenuLabels = Record<ProfileLinkKey | 'account' | 'profileMenu' | 'logout', string>;

type ProfileMenuProps = {
  /** Undefined: the stored session's user. */
  user?: SignedInUser | null;
  labels: ProfileMenuLabels;
  onLogout?: () => void;
};

/** 'Кабинет' for visitors; the user's name with the profile menu once signed in. */
export function ProfileMenu({ user: givenUser, labels, onLogout = logout }: ProfileMenuProps) {
  const sessionUser = useSessionUser();
  const user = givenUser === undefined ? sessionUser : givenUser;
  if (!user) {
    return (
      <button type="button" className={styles.account} onClick={() => openModal('login', {})}>
        <UserIcon size={18} />
        {labels.account}
      </button>
    );
  }
  return <UserMenu user={user} labels={labels} onLogout={onLogout} />;
}

function UserMenu({ user, labels, onLogout }: { user: SignedInUser; labels: ProfileMenuLabels; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const schedule = (next: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), PROFILE_MENU_DELAY_MS);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  usePopupClose(open, setOpen, rootRef, buttonRef);
  // A scroll closes it too: the header it hangs from may slide away.
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    window.addEventListener('scroll', close, { passive: true });
    return () => window.removeEventListener('scroll', close);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={styles.user}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') schedule(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') schedule(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.account}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          window.clearTimeout(timer.current);
          setOpen((value) => !value);
        }}
      >
        <UserIcon size={18} />
        {user.name} {user.lastName}
        <ChevronIcon size={14} />
      </button>
      <div id={menuId} className={styles.menu} hidden={!open}>
        <ul aria-label={labels.profileMenu}>
          <ProfileLinkItems labels={labels} logoutClassName={styles.logout} onPick={() => setOpen(false)} onLogout={onLogout} />
        </ul>
      </div>
    </div>
  );
}
