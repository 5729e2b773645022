import type { Location } from './http';

/**
 * The visitor's city for browser calls (Location-Name header). A plain variable, not the zustand
 * store, so server code importing http.ts pulls in nothing; the city store keeps it current.
 */
let clientLocation: Location | null = null;

export function setClientLocation(location: Location | null): void {
  clientLocation = location;
}

export function getClientLocation(): Location | null {
  return typeof window === 'undefined' ? null : clientLocation;
}
