import { useEffect } from 'react';

/** Spec §8: a client, company or manager list that fails to load is logged only, never put in a modal. */
export function useLoggedFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`${what} failed to load`, error);
  }, [error, what]);
}
