'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './site-header.module.css';

/** Spec §9: the header becomes fixed after this much scroll. */
export const HEADER_FIX_OFFSET = 170;

/** Holds the header's place while it is fixed, so the page does not jump. */
export function HeaderFixer({ className, children }: { className?: string; children: ReactNode }) {
  const headerRef = useRef<HTMLElement>(null);
  const [placeholder, setPlaceholder] = useState<number | null>(null);

  useEffect(() => {
    const update = () => {
      const shouldFix = window.scrollY > HEADER_FIX_OFFSET;
      setPlaceholder((current) => {
        if (shouldFix === (current !== null)) return current;
        return shouldFix ? (headerRef.current?.offsetHeight ?? 0) : null;
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const fixed = placeholder !== null;
  return (
    <div className={styles.slot} data-site-header="" style={fixed ? { height: placeholder } : undefined}>
      <header ref={headerRef} className={className} data-fixed={fixed ? 'true' : undefined}>
        {children}
      </header>
    </div>
  );
}
