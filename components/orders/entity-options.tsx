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
 * arrived (or failed): mounting it again later would also wipe what the user had typed.
 */
export function optionsSettled(...lists: { isPending: boolean }[]): boolean {
  return lists.every((list) => !list.isPending);
}
