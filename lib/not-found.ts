import { notFound } from 'next/navigation';
import { ApiError } from '@/api-client/http';

/** A backend 404 (or 400 on a path parameter) is the site's 404; any other failure stays an error (500). */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}
