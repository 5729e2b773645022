'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { trapTab } from '@/components/ui/focus-trap';
import { useModalStore, type ModalEntry, type ModalKind, type ModalPropsMap } from '@/lib/stores/modal-store';
import { ModalContext, type ModalLabels } from './modal-parts';
import { loadMessageModals, modalRegistry, type ModalRegistry } from './registry';
import styles from './modal.module.css';
import { lastFocusedControl } from '@/lib/focus-memory';

const loadIntl = () => import('./modal-intl');
const ModalIntl = dynamic(() => loadIntl().then((m) => m.ModalIntl));

/** Spec §9: modal animation, kept in step with modal.module.css. */
export const MODAL_ANIMATION_MS = 300;
/** Above the header, menus and the cookie notice. */
const BASE_Z_INDEX = 1000;

type Layer = { entry: ModalEntry; index: number; closing: boolean };

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The same window again from the same place: a double click reaches its button before the first window covers it. */
function repeats(entry: ModalEntry, below: ModalEntry | undefined): boolean {
  if (below?.kind !== entry.kind || below.opener !== entry.opener || below.size !== entry.size) return false;
  try {
    return JSON.stringify(below.props) === JSON.stringify(entry.props);
  } catch {
    // Props that cannot be written out (a cycle) are no repeat the stack can tell.
    return false;
  }
}

function dialogOf(id: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-modal-id="${id}"]`);
}

/** Each open modal's opener's ancestors, innermost first, taken while it was on the page: it may be gone at closing. */
const openerPaths = new Map<number, HTMLElement[]>();

function recordOpenerPath(entry: ModalEntry): void {
  if (openerPaths.has(entry.id) || !(entry.opener instanceof HTMLElement) || !entry.opener.isConnected) return;
  const path: HTMLElement[] = [];
  for (let node = entry.opener.parentElement; node && node !== document.body; node = node.parentElement) path.push(node);
  openerPaths.set(entry.id, path);
}

const shown = (node: HTMLElement) =>
  node.isConnected && (typeof node.checkVisibility === 'function' ? node.checkVisibility() : !node.closest('[hidden]'));

/**
 * Where the keyboard goes on when the opener is gone or hidden (a row deleted, a popup closed under the modal): the
 * control of the closed popup it was in, else the innermost ancestor still shown, focusable by script only.
 */
function openerStandIn(id: number): HTMLElement | null {
  for (const node of openerPaths.get(id) ?? []) {
    const toggle = node.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(node.id)}"]`) : null;
    if (toggle && shown(toggle)) return toggle;
    if (!shown(node)) continue;
    if (!node.hasAttribute('tabindex')) node.setAttribute('tabindex', '-1');
    node.setAttribute('data-focus-landing', '');
    return node;
  }
  return null;
}

/** Back to the element that opened the closed modal, or else into the modal now on top. */
function restoreFocus(removed: Layer[], remaining: ModalEntry[]) {
  const top = remaining.at(-1);
  const topDialog = top ? dialogOf(top.id) : null;
  const closed = removed.at(-1)?.entry;
  const recorded = closed?.opener;
  // Opened while the sending button was disabled (the page had the focus): back to that button.
  const opener = !top && (!recorded || recorded === document.body) ? lastFocusedControl() : recorded;
  const target = opener instanceof HTMLElement && shown(opener) ? opener : !top && closed ? openerStandIn(closed.id) : null;
  for (const layer of removed) openerPaths.delete(layer.entry.id);
  if (target && (!topDialog || topDialog.contains(target))) {
    target.focus({ preventScroll: true });
  } else {
    topDialog?.focus({ preventScroll: true });
  }
}

/** Locks page scroll, padding the body by the scrollbar's width so nothing shifts. */
function lockScroll(): () => void {
  const { body, documentElement } = document;
  const scrollbar = documentElement.clientWidth > 0 ? Math.max(0, window.innerWidth - documentElement.clientWidth) : 0;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  // Fixed elements (header, cookie bar) can shift by the same amount.
  documentElement.style.setProperty('--scrollbar-compensation', `${scrollbar}px`);
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
    documentElement.style.removeProperty('--scrollbar-compensation');
  };
}

type ModalStackProps = {
  /** Labels from the server: the stack loads on every page, so it uses no message runtime. */
  labels: ModalLabels;
  /** Kind → component; tests pass plain components instead of the lazily loaded ones. */
  registry?: ModalRegistry;
  /** Provides the modals' texts; tests pass their own provider instead of the lazily loaded one. */
  TextProvider?: ComponentType<{ children: ReactNode }>;
};

/** Renders the modal stack of lib/stores/modal-store: later modals on top, only the top one live. */
export function ModalStack({ labels, registry = modalRegistry, TextProvider = ModalIntl }: ModalStackProps) {
  const stack = useModalStore((state) => state.stack);
  const [closing, setClosing] = useState<Layer[]>([]);
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  // The error modal's code comes with the stack's, through the loaders that will draw it: offline it can still say so.
  useEffect(() => {
    for (const load of [loadIntl, loadMessageModals]) load().catch(() => undefined);
  }, []);

  // Repeats closed before they showed: no closing animation, no focus to move.
  const repeatIds = useRef(new Set<number>());

  // Removed modals stay a moment for their closing animation; focus goes back at once.
  useEffect(() => {
    const timers = new Set<number>();
    const unsubscribe = useModalStore.subscribe((state, previous) => {
      const removed = previous.stack
        .map((entry, index) => ({ entry, index, closing: true }))
        .filter((layer) => !state.stack.some((entry) => entry.id === layer.entry.id) && !repeatIds.current.delete(layer.entry.id));
      if (removed.length === 0) return;
      restoreFocus(removed, state.stack);
      if (reducedMotion()) return;
      setClosing((layers) => [...layers, ...removed]);
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        setClosing((layers) => layers.filter((layer) => !removed.includes(layer)));
      }, MODAL_ANIMATION_MS);
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    useModalStore.getState().dismissAll();
  }, [pathname]);

  // Before paint, so a repeated window never shows; the store keeps them (this module loads with the first modal).
  useLayoutEffect(() => {
    for (const entry of stack) recordOpenerPath(entry);
    const repeated = stack.filter((entry, index) => repeats(entry, stack[index - 1]));
    for (const entry of repeated) {
      repeatIds.current.add(entry.id);
      openerPaths.delete(entry.id);
      useModalStore.getState().close(entry.id);
    }
  }, [stack]);

  const topId = stack.at(-1)?.id;
  const open = topId !== undefined;

  useEffect(() => {
    if (topId === undefined) return;
    const dialog = dialogOf(topId);
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
  }, [topId]);

  useEffect(() => (open ? lockScroll() : undefined), [open]);

  // Before paint: the stack mounts after its code loads, outside any input event, and a passive effect could leave a
  // shown dialog deaf to Escape for a frame.
  useLayoutEffect(() => {
    if (topId === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (useModalStore.getState().dismissTop()) event.preventDefault();
      } else if (event.key === 'Tab') {
        const dialog = dialogOf(topId);
        if (dialog) trapTab(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [topId]);

  const layers = [...closing, ...stack.map((entry, index) => ({ entry, index, closing: false }))].sort(
    (a, b) => a.index - b.index || Number(b.closing) - Number(a.closing),
  );

  if (layers.length === 0) return null;
  return (
    <TextProvider>
      {layers.map((layer) => (
        <ModalLayer
          key={layer.entry.id}
          layer={layer}
          isTop={!layer.closing && layer.entry.id === topId}
          Component={registry[layer.entry.kind] as ComponentType<ModalPropsMap[ModalKind]>}
          labels={labels}
        />
      ))}
    </TextProvider>
  );
}

type ModalLayerProps = {
  layer: Layer;
  isTop: boolean;
  Component: ComponentType<ModalPropsMap[ModalKind]>;
  labels: ModalLabels;
};

function ModalLayer({ layer: { entry, index, closing }, isTop, Component, labels }: ModalLayerProps) {
  const titleId = useId();
  const pressedInside = useRef(false);
  const close = useCallback(() => useModalStore.getState().close(entry.id), [entry.id]);

  // A press that starts inside the dialog and ends on the backdrop (text selection) is not a backdrop click.
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedInside.current = event.target !== event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const fromInside = pressedInside.current;
    pressedInside.current = false;
    // A double click's second click lands here on the window its first click opened: it closes nothing.
    if (event.target !== event.currentTarget || fromInside || !isTop || !entry.dismissible || event.detail > 1) return;
    close();
  };

  return (
    <div
      className={styles.layer}
      style={{ zIndex: BASE_Z_INDEX + index }}
      data-state={closing ? 'closing' : 'open'}
      inert={!isTop}
      aria-hidden={closing || undefined}
      onMouseDown={onMouseDown}
      onClick={onBackdropClick}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-modal-id={closing ? undefined : entry.id}
        className={`${styles.dialog} ${styles[entry.size]}`}
      >
        {entry.dismissible ? (
          <button type="button" className={styles.close} aria-label={labels.close} onClick={close}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        <ModalContext value={{ titleId, close, loadingLabel: labels.loading }}>
          <Component {...entry.props} />
        </ModalContext>
      </div>
    </div>
  );
}
