import { publicEnv } from '@/lib/public-env';
import { MetrikaLoader } from './metrika-loader';

/**
 * Yandex Metrika, only when NEXT_PUBLIC_YANDEX_METRIKA_ID is set. A server component checks the id, so a site
 * without a counter ships no code.
 */
export function YandexMetrika({ counterId = publicEnv.metrikaId }: { counterId?: string }) {
  if (!/^\d{1,12}$/.test(counterId)) return null;
  return <MetrikaLoader id={Number(counterId)} />;
}
