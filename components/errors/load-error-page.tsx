import errors from '@/lib/i18n/messages/errors.json';
import { statusFromDigest } from '@/lib/error-status';
import { ErrorView } from './error-view';

/** A catalogue, blog or gallery load failure (spec §2): the backend's status and 'Произошла ошибка'. */
export function LoadErrorPage({ error }: { error: Error & { digest?: string } }) {
  return <ErrorView status={statusFromDigest(error.digest)} title={errors.loadTitle} text={errors.serverText} homeLabel={errors.toHome} />;
}
