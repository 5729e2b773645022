import { apiRequest } from '../http';
import { okResultSchema } from '../schemas/json-field';

/** Ties this browser's stream to the signed-in user (sse/setUser), so the user's events reach it. */
export function setStreamUser(uid: string) {
  return apiRequest('sse/setUser', { schema: okResultSchema, query: { uid }, auth: true, location: null });
}

export function unsetStreamUser(uid: string) {
  return apiRequest('sse/unsetUser', { schema: okResultSchema, query: { uid }, location: null });
}
