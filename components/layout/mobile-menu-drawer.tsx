'use client';

import Link from 'next/link';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CityButton } from '@/components/city/city-button';
import { trapTab } from '@/components/ui/focus-trap';
import { phoneHref } from '@/lib/format';
import { logout } from '@/lib/session/session';
import { openModal, type ModalKind } from '@/lib/stores/modal-store';
import { useSessionUser } from '@/lib/stores/session-store';
import { ChevronIcon, CloseIcon, PhoneIcon, UserIcon } from './icons';
import { navKey, visibleTree, type NavNode, type SignedInUser } from './menu-items';
import type { MobileMenuLabels } from './mobile-menu';
import { ProfileLinkItems } from './profile-links';
import styles from './mobile-menu.module.css';

type MobileMenuDrawerProps = {
  drawerId: string;
  tree: NavNode[];
  /** Undefined: the stored session's user. */
  user?: SignedInUser | null;
  phone: string;
  labels: MobileMenuLabels;
  /** The burger, which gets the focus back when the drawer closes. */
  burgerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
};

/** The open drawer: mounted on the first tap of the burger, so its code stays out of every page's first load. */
export function MobileMenuDrawer({ drawerId, tree, user: givenUser, phone, labels, burgerRef, onClose: close }: MobileMenuDrawerProps) {
  const sessionUser = useSessionUser();
  const user = givenUser === undefined ? sessionUser : givenUser;
  const signedIn = user !== null;
  const nodes = useMemo(() => visibleTree(tree, signedIn), [tree, signedIn]);
  const [trail, setTrail] = useState<number[]>([]);
  const drawerRef = useRef<HTMLDivElement>(null);
  /** Where focus goes after a level change: the back button when going down, the row that opened a level when going up. */
  const levelFocus = useRef<'back' | number | null>(null);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // The drawer itself, announced by its name: Tab then goes left to right from «Заказать».
    drawerRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      // A modal drawer (aria-modal): Tab stays inside it instead of reaching the page it covers.
      else if (event.key === 'Tab' && drawerRef.current) trapTab(event, drawerRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    const burger = burgerRef.current;
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      burger?.focus();
    };
  }, [close, burgerRef]);

  useEffect(() => {
    const target = levelFocus.current;
    levelFocus.current = null;
    const drawer = drawerRef.current;
    if (target === null || !drawer) return;
    const selector = target === 'back' ? '[data-menu-back]' : `[data-menu-row="${target}"]`;
    drawer.querySelector<HTMLElement>(selector)?.focus();
  }, [trail]);

  const openLevel = (index: number) => {
    levelFocus.current = 'back';
    setTrail((value) => [...value, index]);
  };
  const closeLevel = () => {
    levelFocus.current = trail.at(-1) ?? null;
    setTrail((value) => value.slice(0, -1));
  };

  // The drawer leaves with the button that opens a modal: the burger is the modal's opener, which gets focus back.
  const handOverFocus = () => burgerRef.current?.focus();
  const openDialog = (kind: Exclude<ModalKind, 'custom' | 'city' | 'error' | 'success' | 'confirm'>) => {
    close();
    handOverFocus();
    openModal(kind, {});
  };

  const levels = trail.reduce<{ title: string; nodes: NavNode[] }[]>(
    (acc, index) => {
      const node = acc.at(-1)?.nodes[index];
      return node ? [...acc, { title: node.title, nodes: node.children }] : acc;
    },
    [{ title: '', nodes }],
  );
  const level = levels.at(-1)!;

  // Out of the header's stacking context, so that the drawer covers what floats over the page (the chat's button).
  return createPortal(
    <>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div ref={drawerRef} id={drawerId} className={styles.drawer} role="dialog" aria-modal="true" aria-label={labels.mobileMenu} tabIndex={-1}>
        <div className={styles.top}>
          <button type="button" className="button" onClick={() => openDialog('product-request')}>
            {labels.order}
          </button>
          <button type="button" className={styles.close} aria-label={labels.close} onClick={close}>
            <CloseIcon size={22} />
          </button>
        </div>

        {user ? (
          <div className={styles.user}>
            <p className={styles.userName}>
              <UserIcon size={18} /> {user.name} {user.lastName}
            </p>
            <ul className={styles.list}>
              <ProfileLinkItems labels={labels} linkClassName={styles.row} logoutClassName={styles.row} onPick={close} onLogout={logout} />
            </ul>
          </div>
        ) : (
          <button type="button" className={styles.account} onClick={() => openDialog('login')}>
            <UserIcon size={18} />
            {labels.account}
          </button>
        )}

        <nav aria-label={labels.nav} className={styles.nav}>
          {trail.length > 0 ? (
            <div className={styles.backPanel}>
              <button type="button" className={styles.back} data-menu-back="" onClick={closeLevel}>
                <ChevronIcon size={18} className={styles.backIcon} />
                {labels.back}
              </button>
              <p className={styles.levelTitle}>{level.title}</p>
            </div>
          ) : null}
          <ul className={styles.list} data-level={trail.length}>
            {level.nodes.map((node, index) => (
              <li key={navKey(node)}>
                {node.children.length > 0 ? (
                  <button type="button" className={styles.row} data-menu-row={index} onClick={() => openLevel(index)}>
                    {node.title}
                    <ChevronIcon size={18} className={styles.forward} />
                  </button>
                ) : (
                  <Link href={node.href} className={styles.row} onClick={close}>
                    {node.title}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.extras}>
          <div onClickCapture={handOverFocus} onClick={close}>
            <CityButton className={styles.city} placeholder={labels.cityPlaceholder} />
          </div>
          <Link href="/review" className={styles.row} onClick={close}>
            {labels.review}
          </Link>
          <button type="button" className={styles.row} onClick={() => openDialog('message')}>
            {labels.help}
          </button>
          <button type="button" className={styles.row} onClick={() => openDialog('feedback-choice')}>
            {labels.feedback}
          </button>
          {phone ? (
            <a href={phoneHref(phone)} className={styles.phone}>
              <PhoneIcon size={18} />
              {phone}
            </a>
          ) : null}
        </div>
      </div>
    </>,
    document.body,
  );
}
