/**
 * Default geolocation id and the id of a user whose location is unknown (spec §9). Apart from info.ts,
 * so that browser city detection can read them without loading zod.
 */
export const DEFAULT_GEOLOCATION_ID = 9999999;
export const UNKNOWN_LOCATION_USER_ID = 999999;
