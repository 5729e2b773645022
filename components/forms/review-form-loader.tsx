'use client';

import dynamic from 'next/dynamic';

/**
 * Keeps react-hook-form and zod out of the review page's first load; the form reads its saved values from a
 * cookie, so it renders in the browser only.
 */
export const ReviewFormLoader = dynamic(() => import('./review-form-island').then((m) => m.ReviewFormIsland), {
  ssr: false,
  loading: () => <div role="status" aria-busy="true" style={{ minHeight: 560 }} />,
});
