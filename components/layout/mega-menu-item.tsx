'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { focusLeaves } from '@/components/ui/focus-trap';
import { ChevronIcon } from './icons';
import { MegaMenuPanel, type MegaMenuPanelLabels } from './mega-menu-panel';
import { usePopupClose } from './use-popup-close';
import type { NavNode } from './menu-items';
import styles from './mega-menu.module.css';

/** Spec §9: the panel closes this long after the pointer leaves, unless it comes back. */
export const MEGA_MENU_CLOSE_DELAY_MS = 250;

const HOVER_QUERY = '(hover: hover) and (pointer: fine)';

/** One top-level item: opens on hover with a mouse, toggles on click or tap, Escape, Back, Forward or focus moving out closes. */
export function MegaMenuItem({ node, labels }: { node: NavNode; labels: MegaMenuPanelLabels }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const canHover = (pointerType: string) => pointerType === 'mouse' && window.matchMedia(HOVER_QUERY).matches;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  usePopupClose(open, setOpen, rootRef, buttonRef);

  return (
    <li
      ref={rootRef}
      className={styles.item}
      onBlur={(event) => {
        // Tabbing out of an open panel closes it, so that it does not cover what is focused next.
        if (focusLeaves(event)) setOpen(false);
      }}
      onPointerEnter={(event) => {
        if (!canHover(event.pointerType)) return;
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (!canHover(event.pointerType)) return;
        cancelClose();
        closeTimer.current = window.setTimeout(() => setOpen(false), MEGA_MENU_CLOSE_DELAY_MS);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => {
          // A mouse click lands after hover already opened the panel: keep it open rather than flip it shut.
          if (event.detail > 0 && window.matchMedia(HOVER_QUERY).matches) setOpen(true);
          else setOpen((value) => !value);
        }}
      >
        {node.title}
        <ChevronIcon size={14} className={styles.chevron} />
      </button>
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
        }}
      >
        <MegaMenuPanel node={node} labels={labels} />
      </div>
    </li>
  );
}
