'use client';

import { useState } from 'react';

/** The options of a client or company select: the empty choice first, then each by name. */
export function EntityOptions({ items, emptyLabel }: { items: { id: number; name: string }[]; emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}

/**
 * Uncontrolled selects take their value only when mounted, so a form with them waits until their options have
 * arrived (or failed): mounting it again later would also wipe what the user had typed. Once settled it stays so:
 * a failed list is fetched again when the form mounts and is pending meanwhile, which would unmount the form,
 * settle, mount it and fetch again without end.
 */
export function useOptionsSettled(...lists: { isPending: boolean }[]): boolean {
  const [latched, setLatched] = useState(false);
  const settled = lists.every((list) => !list.isPending);
  if (settled && !latched) setLatched(true);
  return latched || settled;
}
