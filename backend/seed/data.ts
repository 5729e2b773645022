import type { SeedData } from './types';
import {
  cities,
  colors,
  finishCoatings,
  glassLayouts,
  glasses,
  materials,
  menus,
  optionTypes,
  patinas,
  products,
  properties,
  sections,
  shops,
  users,
} from './data/index';

/** The demo dataset of the «Фасадия» furniture-facade factory. */
export const seedData: SeedData = {
  optionTypes,
  materials,
  colors,
  patinas,
  glasses,
  glassLayouts,
  finishCoatings,
  sections,
  products,
  cities,
  shops,
  properties,
  menus,
  users,
};
