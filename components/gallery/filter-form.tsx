'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
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
    // One group open at a time (the name makes them exclusive); closed on arrival, its count says what is chosen.
    <details className={styles.group} name="gallery-filter" data-group={group.code}>
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

/**
 * An open group closes on a click outside it or on Escape (which puts focus back on its title), as drop-downs do.
 * A click, not a press: on a phone the group is in the page's flow, and closing it as the finger lands would move
 * what the finger was about to tap.
 */
function useDismissGroups(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const openGroup = () => formRef.current?.querySelector<HTMLDetailsElement>('details[open]') ?? null;
    const onClick = (event: MouseEvent) => {
      const group = openGroup();
      if (group && !group.contains(event.target as Node)) group.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      const group = openGroup();
      if (event.key !== 'Escape' || !group) return;
      const hadFocus = group.contains(document.activeElement);
      group.open = false;
      if (hadFocus) group.querySelector('summary')?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [formRef]);
}

/**
 * The page draws a new form for each filtered URL, so that its boxes match the URL after back and forward too. A
 * change made in the form carries its open group and focused box into the form of the URL it leads to; arriving
 * any other way (a link, a reload, back), the groups are closed.
 */
let carried: { query: string; group: string | undefined; box: string | undefined } | null = null;

function carryFrom(form: HTMLFormElement, query: string) {
  const active = document.activeElement;
  carried = {
    query,
    group: form.querySelector<HTMLElement>('details[open]')?.dataset.group,
    box: active instanceof HTMLInputElement && form.contains(active) ? `input[name="${CSS.escape(active.name)}"][value="${CSS.escape(active.value)}"]` : undefined,
  };
}

function useCarried(formRef: RefObject<HTMLFormElement | null>) {
  useLayoutEffect(() => {
    const form = formRef.current;
    const state = carried;
    carried = null;
    if (!form || !state || queryOf(form) !== state.query) return;
    if (state.group) {
      const group = form.querySelector<HTMLDetailsElement>(`details[data-group="${CSS.escape(state.group)}"]`);
      if (group) group.open = true;
    }
    if (state.box) form.querySelector<HTMLInputElement>(state.box)?.focus({ preventScroll: true });
  }, [formRef]);
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
  const formRef = useRef<HTMLFormElement>(null);
  useDismissGroups(formRef);
  useCarried(formRef);
  const apply = (form: HTMLFormElement) => {
    const query = queryOf(form);
    carryFrom(form, query);
    router.push(query ? `/gallery?${query}` : '/gallery', { scroll: false });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  return (
    <form ref={formRef} action="/gallery" method="get" className={className} onSubmit={onSubmit} onChange={(event) => apply(event.currentTarget)}>
      {/* The unlabelled chips row (the collection) comes first in the page, as on screen, so Tab follows what is seen. */}
      {[...groups]
        .sort((a, b) => Number(Boolean(a.label)) - Number(Boolean(b.label)))
        .map((group) => (
          <FilterGroup key={group.code} group={group} chosen={chosen[group.code] ?? []} collectionLabel={collectionLabel} />
        ))}
      {children}
    </form>
  );
}
