/** The gallery's filters, without zod, for the browser's filter form. */
export const GALLERY_FILTERS = ['material', 'color', 'patina', 'interior', 'model', 'collection'] as const;
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];
/** Labels of the filters (spec §3); the collection filter has none. */
export const GALLERY_FILTER_LABELS: Record<GalleryFilter, string> = {
  material: 'Материал',
  color: 'Цвет',
  patina: 'Патина',
  interior: 'Интерьер',
  model: 'Модель',
  collection: '',
};
