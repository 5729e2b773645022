import errors from './errors.json';
import site from './site.json';
import catalog from './catalog.json';

/** Namespaces are separate files so a client chunk can import just the one it needs. */
export const messages = {
  Errors: errors,
  Site: site,
  Catalog: catalog,
};

export type Messages = typeof messages;
