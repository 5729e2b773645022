'use client';

import errors from '@/lib/i18n/messages/errors.json';
import { ChunkReload } from '@/components/errors/chunk-reload';
import { ErrorView } from '@/components/errors/error-view';
import '@/styles/globals.css';

/** The root layout itself failed (e.g. the backend is down): no providers exist here, so texts come straight from the messages file. */
export default function GlobalError({ error }: { error: Error }) {
  return (
    <html lang="ru">
      <body>
        <ChunkReload error={error} />
        <ErrorView status={500} title={errors.serverTitle} text={errors.serverText} homeLabel={errors.toHome} />
      </body>
    </html>
  );
}
