'use client';

import { LoadErrorPage } from '@/components/errors/load-error-page';

export default function LoadError({ error }: { error: Error & { digest?: string } }) {
  return <LoadErrorPage error={error} />;
}
