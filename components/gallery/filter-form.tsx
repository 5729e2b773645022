'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';
import { GALLERY_FILTERS } from '@/api-client/schemas/gallery-filters';

/** Joins the form's checked boxes into the comma-joined query the spec shows, e.g. `material=a,b&color=c`. */
function queryOf(form: HTMLFormElement): string {
  const data = new FormData(form);
  return GALLERY_FILTERS.flatMap((name) => {
    const codes = data.getAll(name).map(String);
    return codes.length > 0 ? [`${name}=${codes.map(encodeURIComponent).join(',')}`] : [];
  }).join('&');
}

/**
 * The gallery's filter form: server-rendered checkboxes that also work without JavaScript; with it, each
 * change moves to the filtered URL (a history entry, so back returns to the previous filters).
 */
export function FilterForm({ className, children }: { className?: string; children: ReactNode }) {
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
      {children}
    </form>
  );
}
