'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';
import type { GalleryFilterOptions } from '@/api-client/schemas/gallery';
import { GALLERY_FILTERS } from '@/api-client/schemas/gallery-filters';
import styles from './gallery.module.css';

/** Joins the form's checked boxes into the comma-joined query the spec shows, e.g. `material=a,b&color=c`. */
function queryOf(form: HTMLFormElement): string {
  const data = new FormData(form);
  return GALLERY_FILTERS.flatMap((name) => {
    const codes = data.getAll(name).map(String);
    return codes.length > 0 ? [`${name}=${codes.map(encodeURIComponent).join(',')}`] : [];
  }).join('&');
}

function FilterGroup({ group, chosen, collectionLabel }: { group: GalleryFilterOptions; chosen: string[]; collectionLabel: string }) {
  const boxes = group.options.map((option) => (
    <label key={option.code} className={styles.option}>
      <input type="checkbox" name={group.code} value={option.code} defaultChecked={chosen.includes(option.code)} />
      <span>{option.title}</span>
    </label>
  ));
  // The collection filter has no visible label (spec §3): its choices stand as a row of chips.
  if (!group.label) {
    return (
      <fieldset className={`${styles.group} ${styles.chips}`} aria-label={collectionLabel}>
        {boxes}
      </fieldset>
    );
  }
  return (
    <details className={styles.group} open={chosen.length > 0}>
      <summary>
        {group.label}
        {chosen.length > 0 ? <span className={styles.count}> ({chosen.length})</span> : null}
      </summary>
      <fieldset className={styles.options} aria-label={group.label}>
        {boxes}
      </fieldset>
    </details>
  );
}

type FilterFormProps = {
  groups: GalleryFilterOptions[];
  /** The chosen codes of each filter. */
  chosen: Partial<Record<GalleryFilterOptions['code'], string[]>>;
  collectionLabel: string;
  className?: string;
  /** The form's buttons, after the groups. */
  children: ReactNode;
};

/**
 * The gallery's filter form: checkboxes, rendered on the server too, that also work without JavaScript; with it,
 * each change moves to the filtered URL (a history entry, so back returns to the previous filters). The groups
 * are drawn here from their options, so the page's data holds the options once rather than their markup.
 */
export function FilterForm({ groups, chosen, collectionLabel, className, children }: FilterFormProps) {
  const router = useRouter();
  const apply = (form: HTMLFormElement) => {
    const query = queryOf(form);
    router.push(query ? `/gallery?${query}` : '/gallery', { scroll: false });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  return (
    <form action="/gallery" method="get" className={className} onSubmit={onSubmit} onChange={(event) => apply(event.currentTarget)}>
      {groups.map((group) => (
        <FilterGroup key={group.code} group={group} chosen={chosen[group.code] ?? []} collectionLabel={collectionLabel} />
      ))}
      {children}
    </form>
  );
}
