'use client';

import { useCityStore } from '@/lib/stores/city-store';
import { openModal } from '@/lib/stores/modal-store';

type CityButtonProps = {
  className?: string;
  /** Shown while no city is chosen: 'Выберите город'. */
  placeholder: string;
  /** Runs after the city modal opens, e.g. to close the mobile menu. */
  onOpen?: () => void;
};

/** The city picker button: the city's title or the placeholder; opens the city modal. */
export function CityButton({ className, placeholder, onOpen }: CityButtonProps) {
  const city = useCityStore((state) => state.city);
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        openModal('city', {});
        onOpen?.();
      }}
    >
      {city?.title ?? placeholder}
    </button>
  );
}
