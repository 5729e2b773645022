'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useModalStore } from '@/lib/stores/modal-store';
import type { ModalLabels } from './modal-parts';

const ModalStack = dynamic(() => import('./modal-stack').then((m) => m.ModalStack), { ssr: false });

/**
 * The stack's code (and its registry of kinds) loads with the first modal, not with every page. Once
 * loaded it stays mounted, for closing animations and focus return.
 */
export function ModalStackLoader({ labels }: { labels: ModalLabels }) {
  const wanted = useModalStore((state) => state.stack.length > 0 || state.warm);
  const [needed, setNeeded] = useState(wanted);
  if (wanted && !needed) setNeeded(true);
  return needed ? <ModalStack labels={labels} /> : null;
}
