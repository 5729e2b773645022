import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCities } from '@/api-client/info/get-cities';
import type { City } from '@/api-client/schemas/info';
import { chooseCity } from '@/lib/city/choose-city';
import { filterCities } from '@/lib/city/city-storage';
import { useCityStore } from '@/lib/stores/city-store';
import { openModal, type ModalPropsMap } from '@/lib/stores/modal-store';
import { ModalLoading, ModalTitle, useModal } from '@/components/modals/modal-parts';
import styles from './city-modal.module.css';

/** Return mode offers 'no city' first; its id is 0. */
const NOT_SPECIFIED_ID = 0;

/**
 * 'Выберите город:' (spec §4 'City'): in normal mode a choice is saved and announced; in return
 * mode it is handed to `onSelect` and nothing is saved.
 */
export function CityModal({ mode = 'normal', onSelect }: ModalPropsMap['city']) {
  const t = useTranslations('City');
  const { close } = useModal();
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const current = useCityStore((state) => state.city);
  const { data: cities, isError } = useCities();

  useEffect(() => {
    if (isError) openModal('error', { message: t('loadError') });
  }, [isError, t]);

  useEffect(() => {
    if (cities) searchRef.current?.focus();
  }, [cities]);

  const select = (city: City) => {
    close();
    if (mode === 'return') onSelect?.(city);
    else chooseCity(city);
  };

  const options = cities ? filterCities(cities, query) : [];
  const withNone = mode === 'return' && !query.trim() ? [{ id: NOT_SPECIFIED_ID, title: t('notSpecified') }, ...options] : options;

  return (
    <>
      <ModalTitle>{t('title')}</ModalTitle>
      {cities ? (
        <>
          <label className="visually-hidden" htmlFor={searchId}>
            {t('search')}
          </label>
          <input
            ref={searchRef}
            id={searchId}
            className={styles.search}
            type="search"
            placeholder={t('search')}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {withNone.length > 0 ? (
            <ul className={styles.list}>
              {withNone.map((city) => (
                <li key={city.id}>
                  <button
                    type="button"
                    className={styles.city}
                    aria-current={mode === 'normal' && city.id === current?.id ? 'true' : undefined}
                    onClick={() => select(city)}
                  >
                    {city.title}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{t('nothingFound')}</p>
          )}
        </>
      ) : isError ? null : (
        <ModalLoading titled={false} />
      )}
    </>
  );
}
