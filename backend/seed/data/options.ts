import type {
  SeedColor,
  SeedFinishCoating,
  SeedGlass,
  SeedGlassLayout,
  SeedMaterial,
  SeedOptionType,
  SeedPatina,
} from '../types';

/** URL of a generated swatch; the files are written by scripts/generate-images.ts. */
export const swatchUrl = (kind: 'material' | 'color' | 'patina' | 'glass', code: string): string =>
  `/images/catalog/swatches/${kind}-${code}.svg`;

export const optionTypes: SeedOptionType[] = [
  { code: 'mt-pvh', title: 'Плёнка ПВХ', description: 'Фасады из МДФ, облицованные плёнкой ПВХ методом вакуумного прессования.' },
  { code: 'mt-emal', title: 'Эмаль', description: 'Многослойная полиуретановая эмаль по грунтованному МДФ, любой цвет по каталогам RAL и NCS.' },
  { code: 'mt-shpon', title: 'Шпон', description: 'Натуральный шпон ценных пород на основе МДФ с тонировкой и лаком.' },
  { code: 'mt-massiv', title: 'Массив', description: 'Рамочные фасады из массива дерева камерной сушки.' },
  { code: 'mt-plastik', title: 'Пластик', description: 'Акриловые и бумажно-слоистые (HPL) пластики на основе МДФ с кромкой в цвет.' },
  { code: 'ct-odnotonnye', title: 'Однотонные', description: 'Ровные однотонные цвета, в том числе по каталогу RAL.' },
  { code: 'ct-drevesnye', title: 'Древесные', description: 'Декоры с текстурой и рисунком натурального дерева.' },
  { code: 'ct-metallik', title: 'Металлик', description: 'Цвета с металлическим эффектом и перламутровым блеском.' },
];

const material = (code: string, title: string, typeCode: string, hex: string): SeedMaterial => ({
  code,
  title,
  typeCode,
  hex,
  img: swatchUrl('material', code),
});

export const materials: SeedMaterial[] = [
  material('pvh-matovaya', 'Плёнка ПВХ матовая', 'mt-pvh', '#e6e1d8'),
  material('pvh-glyanec', 'Плёнка ПВХ глянцевая', 'mt-pvh', '#f6f6f4'),
  material('emal-matovaya', 'Эмаль матовая', 'mt-emal', '#eeebe5'),
  material('emal-glyanec', 'Эмаль глянцевая', 'mt-emal', '#fbfbfa'),
  material('shpon-dub', 'Шпон дуба', 'mt-shpon', '#c49a6c'),
  material('massiv-dub', 'Массив дуба', 'mt-massiv', '#b98c5a'),
  material('massiv-yasen', 'Массив ясеня', 'mt-massiv', '#d2b48c'),
  material('plastik-akril', 'Акриловый пластик', 'mt-plastik', '#f3f3f3'),
  material('plastik-hpl', 'Пластик HPL', 'mt-plastik', '#dedbd4'),
];

const color = (code: string, title: string, typeCode: string, hex: string): SeedColor => ({
  code,
  title,
  typeCode,
  hex,
  img: swatchUrl('color', code),
});

export const colors: SeedColor[] = [
  color('belyj-glyanec', 'Белый глянец', 'ct-odnotonnye', '#f7f7f5'),
  color('belyj-matovyj', 'Белый матовый', 'ct-odnotonnye', '#efeee9'),
  color('ral-9003', 'RAL 9003 Сигнальный белый', 'ct-odnotonnye', '#f4f4f4'),
  color('ral-9010', 'RAL 9010 Чистый белый', 'ct-odnotonnye', '#f1ece1'),
  color('ral-1013', 'RAL 1013 Жемчужно-белый', 'ct-odnotonnye', '#e3d9c6'),
  color('slonovaya-kost', 'Слоновая кость', 'ct-odnotonnye', '#ece3cf'),
  color('kashemir', 'Кашемир', 'ct-odnotonnye', '#d6c9b6'),
  color('vanil', 'Ваниль', 'ct-odnotonnye', '#f2e4c0'),
  color('shalfej', 'Шалфей', 'ct-odnotonnye', '#9aa58f'),
  color('olivkovyj', 'Оливковый', 'ct-odnotonnye', '#7d7f56'),
  color('temno-sinij', 'Тёмно-синий', 'ct-odnotonnye', '#24344f'),
  color('grafit', 'Графит', 'ct-odnotonnye', '#3b3f45'),
  color('ral-7016', 'RAL 7016 Антрацитово-серый', 'ct-odnotonnye', '#383e42'),
  color('chernyj-matovyj', 'Чёрный матовый', 'ct-odnotonnye', '#222222'),
  color('dub-sonoma', 'Дуб сонома', 'ct-drevesnye', '#c8a97e'),
  color('dub-bardolino', 'Дуб бардолино', 'ct-drevesnye', '#a88462'),
  color('dub-belyonyj', 'Дуб белёный', 'ct-drevesnye', '#ddd3c4'),
  color('dub-naturalnyj', 'Дуб натуральный', 'ct-drevesnye', '#b98c5a'),
  color('yasen-shimo-svetlyj', 'Ясень шимо светлый', 'ct-drevesnye', '#d9c7ad'),
  color('yasen-shimo-tyomnyj', 'Ясень шимо тёмный', 'ct-drevesnye', '#6e5a4a'),
  color('oreh-milanskij', 'Орех миланский', 'ct-drevesnye', '#7a5035'),
  color('venge', 'Венге', 'ct-drevesnye', '#4a3427'),
  color('vishnya', 'Вишня', 'ct-drevesnye', '#9b4f35'),
  color('olha', 'Ольха', 'ct-drevesnye', '#c2814f'),
  color('serebristyj-metallik', 'Серебристый металлик', 'ct-metallik', '#b8bcc2'),
  color('shampan-metallik', 'Шампань металлик', 'ct-metallik', '#cdb98f'),
  color('bronzovyj-metallik', 'Бронзовый металлик', 'ct-metallik', '#8c6a43'),
  color('grafit-metallik', 'Графит металлик', 'ct-metallik', '#4b4f55'),
];

const patina = (code: string, title: string, hex: string): SeedPatina => ({
  code,
  title,
  hex,
  img: swatchUrl('patina', code),
});

export const patinas: SeedPatina[] = [
  patina('patina-zoloto', 'Золото', '#c9a227'),
  patina('patina-serebro', 'Серебро', '#b5b8bd'),
  patina('patina-konyak', 'Коньяк', '#8a4b1f'),
  patina('patina-chyornaya', 'Чёрная', '#252525'),
  patina('patina-bronza', 'Бронза', '#8c6a3a'),
  patina('patina-belaya', 'Белая', '#f2efe8'),
];

const glass = (code: string, title: string): SeedGlass => ({ code, title, img: swatchUrl('glass', code) });

export const glasses: SeedGlass[] = [
  glass('steklo-prozrachnoe', 'Прозрачное'),
  glass('steklo-satinat', 'Сатинат'),
  glass('steklo-bronza', 'Бронза (тонированное)'),
  glass('steklo-grafit', 'Графит (тонированное)'),
  glass('steklo-vitrazh', 'Витраж'),
];

export const glassLayouts: SeedGlassLayout[] = [
  { code: 'rasklad-reshyotka', title: 'Решётка', glassCode: 'steklo-prozrachnoe' },
  { code: 'rasklad-krest', title: 'Крест', glassCode: 'steklo-satinat' },
  { code: 'rasklad-arka', title: 'Арка', glassCode: 'steklo-prozrachnoe' },
  { code: 'rasklad-romb', title: 'Ромб', glassCode: 'steklo-bronza' },
  { code: 'rasklad-gotika', title: 'Готика', glassCode: 'steklo-vitrazh' },
  { code: 'rasklad-anglijskaya', title: 'Английская решётка', glassCode: 'steklo-prozrachnoe' },
  { code: 'rasklad-tiffani', title: 'Витраж «Тиффани»', glassCode: 'steklo-vitrazh' },
  { code: 'bez-raskladki-satinat', title: 'Без раскладки, сатинат', glassCode: 'steklo-satinat' },
  { code: 'bez-raskladki-grafit', title: 'Без раскладки, графит', glassCode: 'steklo-grafit' },
];

export const finishCoatings: SeedFinishCoating[] = [
  { code: 'lak-matovyj', title: 'Матовый лак' },
  { code: 'lak-polumatovyj', title: 'Полуматовый лак' },
  { code: 'lak-glyancevyj', title: 'Глянцевый лак' },
  { code: 'maslo-vosk', title: 'Масло-воск' },
];
