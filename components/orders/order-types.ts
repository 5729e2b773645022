/**
 * Kinds of new order for the type chooser. The calculator's reference data (`new_order_types`) will supply them;
 * until it exists these are the factory's three lines.
 */
export type NewOrderType = { id: number; picture: string; subtitle: string; name: string; text: string; prodtime: string; dark: boolean };

export const NEW_ORDER_TYPES: NewOrderType[] = [
  { id: 1, picture: '/images/catalog/sections/fasady-pvh.svg', subtitle: 'МДФ', name: 'Фасады в плёнке ПВХ', text: '<p>Более 40 цветов плёнки, фрезеровки и витрины.</p>', prodtime: 'от 7 рабочих дней', dark: false },
  { id: 2, picture: '/images/catalog/sections/fasady-emal.svg', subtitle: 'МДФ', name: 'Эмалированные фасады', text: '<p>Покраска по RAL и NCS, матовая или глянцевая эмаль, патина.</p>', prodtime: 'от 14 рабочих дней', dark: false },
  { id: 3, picture: '/images/catalog/sections/fasady-massiv.svg', subtitle: 'Массив', name: 'Фасады из массива', text: '<p>Дуб и ясень, тонировка и патина.</p>', prodtime: 'от 21 рабочего дня', dark: true },
];
