import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { publicCache } from '../cache';
import { menuResponseSchema, type MENU_NAMES } from '../schemas/content';
import { contentKeys } from './keys';

type MenuName = (typeof MENU_NAMES)[number];

export async function getMenu(menuname: MenuName, signal?: AbortSignal) {
  const response = await apiRequest('content/get_menu_structure', {
    schema: menuResponseSchema,
    query: { menuname },
    signal,
    next: publicCache('content'),
  });
  return response.data;
}

export function menuQueryOptions(menuname: MenuName) {
  return queryOptions({
    queryKey: contentKeys.menu(menuname),
    queryFn: ({ signal }) => getMenu(menuname, signal),
  });
}

export function useMenu(menuname: MenuName) {
  return useQuery(menuQueryOptions(menuname));
}
