import type { MENU_NAMES } from '../schemas/content';

export const contentKeys = {
  all: ['content'] as const,
  properties: () => [...contentKeys.all, 'properties'] as const,
  menu: (menuname: (typeof MENU_NAMES)[number]) => [...contentKeys.all, 'menu', menuname] as const,
};
