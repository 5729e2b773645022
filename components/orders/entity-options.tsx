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

/** Uncontrolled selects take their value only when mounted: a form keyed with this mounts again once the options arrive. */
export function optionsLoadedKey(...lists: { data?: unknown }[]): string {
  return lists.map((list) => (list.data ? '1' : '0')).join('');
}
