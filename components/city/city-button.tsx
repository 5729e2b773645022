'use client';

import { useCityStore } from '@/lib/stores/city-store';

/** The city picker button: the city's title or 'Выберите город'. Stub until the city modal lands. */
export function CityButton({ className, placeholder }: { className?: string; placeholder: string }) {
  const city = useCityStore((state) => state.city);
  return (
    <button type="button" className={className}>
      {city?.title ?? placeholder}
    </button>
  );
}
