/** Request headers that tell the backend the visitor's city (spec section 3). Values are URI-encoded: headers carry Latin-1 only. */
export const LOCATION_NAME_HEADER = 'Location-Name';
export const LOCATION_LAT_HEADER = 'Location-Lat';
export const LOCATION_LON_HEADER = 'Location-Lon';
export const API_KEY_HEADER = 'X-API-Key';
