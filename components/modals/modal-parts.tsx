import { createContext, use, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

export type ModalLabels = { close: string; loading: string };

type ModalContextValue = { titleId: string; close: () => void; loadingLabel: string };

/** Given by ModalStack to each modal: the id its title must carry and how to close itself. */
export const ModalContext = createContext<ModalContextValue | null>(null);

export function useModal(): ModalContextValue {
  const value = use(ModalContext);
  if (!value) throw new Error('useModal() outside a modal');
  return value;
}

/** The heading every modal has: the dialog is labelled by it. */
export function ModalTitle({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  const { titleId } = useModal();
  return (
    <h2 id={titleId} className={hidden ? 'visually-hidden' : styles.title}>
      {children}
    </h2>
  );
}

export function ModalText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** Shown while a modal's code or data loads; `titled` is false where the modal already has its title. */
export function ModalLoading({ titled = true }: { titled?: boolean }) {
  const { loadingLabel } = useModal();
  const box = useRef<HTMLDivElement>(null);
  // The dialog took the focus titled 'Загрузка…': once its own title is in, focusing it anew has it announced by name.
  useLayoutEffect(() => {
    const dialog = box.current?.closest<HTMLElement>('[role="dialog"]');
    if (!titled || !dialog) return;
    return () => {
      requestAnimationFrame(() => {
        if (document.activeElement !== dialog || !dialog.isConnected) return;
        dialog.blur();
        dialog.focus({ preventScroll: true });
      });
    };
  }, [titled]);
  return (
    <div ref={box} className={styles.loading} role="status" aria-label={titled ? undefined : loadingLabel}>
      {titled ? <ModalTitle hidden>{loadingLabel}</ModalTitle> : null}
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
