'use client';

import type { ReactNode } from 'react';
import { openModal, type ModalKind, type ModalOptions, type ModalPropsMap } from '@/lib/stores/modal-store';

type ModalTriggerProps<K extends ModalKind> = {
  kind: K;
  props: ModalPropsMap[K];
  options?: ModalOptions;
  className?: string;
  children: ReactNode;
};

/** A button that opens a modal: the small client island a server-rendered shell needs for it. */
export function ModalTrigger<K extends ModalKind>({ kind, props, options, className, children }: ModalTriggerProps<K>) {
  return (
    <button type="button" className={className} onClick={() => openModal(kind, props, options)}>
      {children}
    </button>
  );
}
