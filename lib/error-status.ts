export const STATUS_DIGEST = 'API_STATUS:';

/** The status an error page shows: the backend's from the error's digest, else 500. */
export function statusFromDigest(digest: string | undefined): number {
  const status = digest?.startsWith(STATUS_DIGEST) ? Number(digest.slice(STATUS_DIGEST.length)) : NaN;
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}
