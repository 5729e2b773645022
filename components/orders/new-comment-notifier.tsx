'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { StreamEvent } from '@/api-client/schemas/stream';
import { onStreamEvent } from '@/lib/stream/event-bus';
import { openModal, useModalStore, type ModalEntry } from '@/lib/stores/modal-store';

const ORDER_PAGE = /^\/profile\/order\/(?:calc\/)?(\d+)\/?$/;

/**
 * The order a new-comment event should announce, or null: the order's own page reloads its comments and the
 * calculator with that order open says so itself (spec §2, /profile/order/calc/{calculator?}).
 */
export function commentToAnnounce(event: StreamEvent, pathname: string): number | null {
  if (event.e !== 'newComment' || event.orderId === undefined) return null;
  return ORDER_PAGE.exec(pathname)?.[1] === String(event.orderId) ? null : event.orderId;
}

/** Opens spec §2's new-comment modal for comments others write while the user is elsewhere in the cabinet; one at a time. */
export function NewCommentNotifier() {
  const pathname = usePathname();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);

  useEffect(
    () =>
      onStreamEvent((event) => {
        const { stack, close } = useModalStore.getState();
        const shown = stack.filter((entry): entry is ModalEntry<'new-comment'> => entry.kind === 'new-comment');
        if (event.e === 'viewComment') {
          // Read in another tab or device: the announcement here has nothing left to say. A comment the other side
          // edited or removed (the event then carries the order's count) leaves it: the new one is still unread.
          if (event.orderCommentCount === undefined) for (const entry of shown) if (entry.props.orderId === event.orderId) close(entry.id);
          return;
        }
        const orderId = commentToAnnounce(event, path.current);
        if (orderId === null) return;
        if (shown.some((entry) => entry.props.orderId === orderId)) return;
        // The latest order replaces an earlier announcement rather than piling up modals.
        for (const entry of shown) close(entry.id);
        openModal('new-comment', { orderId }, { size: 'xs' });
      }),
    [],
  );
  return null;
}
