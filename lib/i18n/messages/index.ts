import errors from './errors.json';
import site from './site.json';
import catalog from './catalog.json';
import header from './header.json';
import footer from './footer.json';
import menu from './menu.json';
import modals from './modals.json';
import city from './city.json';
import cookie from './cookie.json';
import account from './account.json';

/** Namespaces are separate files so a client chunk can import just the one it needs. */
export const messages = {
  Errors: errors,
  Site: site,
  Catalog: catalog,
  Header: header,
  Footer: footer,
  Menu: menu,
  Modals: modals,
  City: city,
  Cookie: cookie,
  Account: account,
};

export type Messages = typeof messages;
