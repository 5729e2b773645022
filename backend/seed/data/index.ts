export { optionTypes, materials, colors, patinas, glasses, glassLayouts, finishCoatings } from './options';
export { sections, products, productArt } from './catalog';
export type { DrawStyle, ProductArt } from './catalog';
export { cities, shops } from './cities';
export { properties, menus, BRAND } from './site';
export { users } from './users';
export { stockOffers, customContents, locations } from './shell';
export { notifications } from './notifications';
