import errors from './errors.json';
import site from './site.json';
import catalog from './catalog.json';
import header from './header.json';
import footer from './footer.json';
import menu from './menu.json';
import modals from './modals.json';
import city from './city.json';
import cookie from './cookie.json';
import blog from './blog.json';
import gallery from './gallery.json';
import pages from './pages.json';
import forms from './forms.json';
import orders from './orders.json';
import notifications from './notifications.json';
import chat from './chat.json';
import account from './account.json';
import reklamation from './reklamation.json';

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
  Blog: blog,
  Gallery: gallery,
  Pages: pages,
  Forms: forms,
  Orders: orders,
  Notifications: notifications,
  Chat: chat,
  Account: account,
  Reklamation: reklamation,
};

export type Messages = typeof messages;
