'use client';

import errors from '@/lib/i18n/messages/errors.json';
import { ChunkReload } from '@/components/errors/chunk-reload';
import { ErrorView } from '@/components/errors/error-view';

/**
 * Any failure below the root layout: the server answers 500 and this page shows, with no details. Texts come
 * straight from the messages file, so the message-format runtime stays out of every page's first load.
 */
export default function ErrorPage({ error }: { error: Error }) {
  return (
    <>
      <ChunkReload error={error} />
      <ErrorView status={500} title={errors.serverTitle} text={errors.serverText} homeLabel={errors.toHome} />
    </>
  );
}
