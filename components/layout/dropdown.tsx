'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { usePopupClose } from './use-popup-close';
import { focusLeaves } from '@/components/ui/focus-trap';
import { ChevronIcon } from './icons';
import styles from './dropdown.module.css';

type DropdownProps = {
  label: ReactNode;
  /** A render function gets `close`, for panels whose choices should close it. */
  children: ReactNode | ((close: () => void) => ReactNode);
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  align?: 'start' | 'end';
};

/** A button and its panel: toggles on click, closes on an outside click or focus, on Escape, Back or Forward and on a link click inside. */
export function Dropdown({ label, children, className, buttonClassName, panelClassName, align = 'start' }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  usePopupClose(open, setOpen, rootRef, buttonRef);

  // A choice made by keyboard hides the control that had focus: focus goes back to the button, not to the page.
  const close = () => {
    if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    setOpen(false);
  };

  return (
    <div
      ref={rootRef}
      className={`${styles.root} ${className ?? ''}`}
      onBlur={(event) => {
        // Tabbing out of an open panel closes it, so that it does not cover what is focused next.
        if (focusLeaves(event)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.button} ${buttonClassName ?? ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronIcon size={14} className={styles.chevron} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`${styles.panel} ${panelClassName ?? ''}`}
        data-align={align}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) close();
        }}
      >
        {/* eslint-disable-next-line react-hooks/refs -- `close` is only called from the panel's event handlers */}
        {typeof children === 'function' ? children(close) : children}
      </div>
    </div>
  );
}
