import type { SeedProduct, SeedSection } from '../types';
import { colors, finishCoatings, materials } from './options';

/** How scripts/generate-images.ts draws a product. */
export type DrawStyle =
  | 'flat'
  | 'shaker'
  | 'arch'
  | 'classic'
  | 'lines'
  | 'glass'
  | 'glass-arch'
  | 'bricks'
  | 'waves'
  | 'rhombs'
  | 'slats'
  | 'grooves'
  | 'boiserie'
  | 'cornice'
  | 'cornice-classic'
  | 'pilaster'
  | 'baluster'
  | 'rosette'
  | 'column';

export type ProductArt = {
  style: DrawStyle;
  /** glass layout drawn in the opening, for glass models */
  layout: string | null;
  /** whether a handle is drawn (cabinet facades only) */
  handle: boolean;
  images: { file: string; title: string; material: string; color: string; patina: string | null }[];
};

export const productImageUrl = (code: string, n: number): string => `/images/catalog/products/${code}-${n}.svg`;
export const sectionImageUrl = (code: string): string => `/images/catalog/sections/${code}.svg`;

type SectionKit = {
  section: Omit<SeedSection, 'img' | 'sort'>;
  type: string;
  unit: string;
  /** default materials of the section's products, in order */
  materials: string[];
  /** colour palette per material */
  palettes: Record<string, string[]>;
  /** materials on which a patina is offered */
  patinaMaterials: string[];
  finishCoatings: string[];
  base: string;
  thickness: string;
  backSide: string;
  leadTime: string;
  intro: string;
  materialReference: string;
  colorReference: string;
  features: string[];
};

type Draft = {
  code: string;
  title: string;
  style: DrawStyle;
  labels: string[];
  price: number | null;
  summary: string;
  mats?: string[];
  colors?: number;
  patina?: boolean;
  layouts?: string[];
  pereplet?: string;
  unit?: string;
  forClient?: boolean;
  noSeo?: boolean;
};

const PVH_MAT = [
  'dub-sonoma',
  'belyj-matovyj',
  'yasen-shimo-svetlyj',
  'kashemir',
  'dub-belyonyj',
  'vanil',
  'oreh-milanskij',
  'grafit',
  'dub-bardolino',
  'slonovaya-kost',
  'venge',
  'olivkovyj',
  'shalfej',
  'vishnya',
  'olha',
  'yasen-shimo-tyomnyj',
];
const PVH_GLOSS = ['belyj-glyanec', 'grafit', 'vanil', 'temno-sinij', 'serebristyj-metallik', 'shampan-metallik', 'kashemir'];
const EMAL_MAT = ['ral-9003', 'ral-9010', 'ral-1013', 'slonovaya-kost', 'kashemir', 'shalfej', 'olivkovyj', 'temno-sinij', 'ral-7016', 'chernyj-matovyj', 'grafit'];
const EMAL_GLOSS = ['belyj-glyanec', 'ral-9003', 'temno-sinij', 'grafit', 'shampan-metallik', 'serebristyj-metallik', 'bronzovyj-metallik'];
const DUB = ['dub-naturalnyj', 'dub-belyonyj', 'oreh-milanskij', 'venge', 'dub-bardolino', 'ral-9010', 'slonovaya-kost'];
const YASEN = ['yasen-shimo-svetlyj', 'yasen-shimo-tyomnyj', 'vishnya', 'olha', 'slonovaya-kost', 'ral-1013'];
const SHPON = ['dub-naturalnyj', 'oreh-milanskij', 'dub-belyonyj', 'venge', 'dub-bardolino'];
const AKRIL = ['belyj-glyanec', 'grafit', 'temno-sinij', 'vanil', 'kashemir', 'chernyj-matovyj', 'shalfej'];
const HPL = ['belyj-matovyj', 'grafit', 'dub-sonoma', 'dub-bardolino', 'ral-7016', 'serebristyj-metallik', 'shampan-metallik', 'bronzovyj-metallik', 'grafit-metallik'];

const PATINA_ROTATION = ['patina-zoloto', 'patina-serebro', 'patina-konyak', 'patina-bronza', 'patina-chyornaya', 'patina-belaya'];

const COMMON_REFERENCE =
  'Цвета на экране могут отличаться от реальных из-за настроек монитора. Для точного подбора закажите бесплатные образцы в ближайшем салоне.';

const kits: SectionKit[] = [
  {
    section: {
      code: 'fasady-pvh',
      title: 'Фасады в плёнке ПВХ',
      description:
        'Фасады из МДФ 16–19 мм, облицованные плёнкой ПВХ на мембранно-вакуумном прессе: более 30 фрезеровок, древесные и однотонные декоры, матовые и глянцевые плёнки.',
      seo: {
        metaTitle: 'Фасады в плёнке ПВХ от производителя — фабрика «Фасадия»',
        metaDescription:
          'Мебельные фасады МДФ в плёнке ПВХ на заказ: 22 модели, 30+ цветов, изготовление от 7 рабочих дней. Цены от 3 200 ₽ за м².',
        metaKeywords: 'фасады пвх, фасады мдф в плёнке, кухонные фасады на заказ',
      },
    },
    type: 'Фасад МДФ в плёнке ПВХ',
    unit: 'м²',
    materials: ['pvh-matovaya', 'pvh-glyanec'],
    palettes: { 'pvh-matovaya': PVH_MAT, 'pvh-glyanec': PVH_GLOSS },
    patinaMaterials: ['pvh-matovaya'],
    finishCoatings: [],
    base: 'МДФ',
    thickness: '19 мм',
    backSide: 'Белая, ламинированная',
    leadTime: 'от 7 рабочих дней',
    intro:
      'Основа фасада — плита МДФ плотностью 730–760 кг/м³. Плёнка ПВХ толщиной 0,35–0,45 мм наносится на мембранно-вакуумном прессе и плотно облегает фрезеровку без складок и пузырей.',
    materialReference:
      'Используем плёнки ПВХ немецких и корейских производителей. Матовые плёнки устойчивы к отпечаткам пальцев, глянцевые — легко моются и не выцветают.',
    colorReference: COMMON_REFERENCE,
    features: ['Влагостойкость и простой уход', 'Стойкость к ультрафиолету', 'Любой размер с шагом 1 мм'],
  },
  {
    section: {
      code: 'fasady-emal',
      title: 'Эмалированные фасады',
      description:
        'Фасады МДФ, окрашенные полиуретановой эмалью в несколько слоёв: матовые, глянцевые и с патиной. Любой цвет по каталогам RAL и NCS.',
      seo: {
        metaTitle: 'Эмалированные фасады МДФ на заказ — «Фасадия»',
        metaDescription: 'Крашеные фасады МДФ в эмали любого цвета RAL и NCS. Матовые, глянцевые, с патиной. Собственная покрасочная камера.',
      },
    },
    type: 'Фасад МДФ эмалированный',
    unit: 'м²',
    materials: ['emal-matovaya', 'emal-glyanec'],
    palettes: { 'emal-matovaya': EMAL_MAT, 'emal-glyanec': EMAL_GLOSS },
    patinaMaterials: ['emal-matovaya'],
    finishCoatings: ['lak-matovyj', 'lak-polumatovyj', 'lak-glyancevyj'],
    base: 'МДФ',
    thickness: '19 мм',
    backSide: 'В цвет лицевой стороны',
    leadTime: 'от 14 рабочих дней',
    intro:
      'Фасад окрашивается в покрасочной камере с водяной завесой: два слоя грунта со шлифовкой, два слоя эмали и финишный лак. Торцы и обратная сторона окрашиваются в тот же цвет.',
    materialReference:
      'Полиуретановые эмали итальянского производства. Матовая эмаль имеет степень блеска 10–15 %, глянцевая полируется до зеркального эффекта.',
    colorReference: `${COMMON_REFERENCE} Возможна колеровка в любой цвет по каталогам RAL и NCS.`,
    features: ['Окраска в любой цвет RAL и NCS', 'Ровная поверхность без видимой текстуры', 'Ремонтопригодность покрытия'],
  },
  {
    section: {
      code: 'fasady-massiv',
      title: 'Фасады из массива',
      description:
        'Рамочные фасады из массива дуба и ясеня камерной сушки с филёнкой из шпонированного МДФ. Тонировка, патинирование, масло-воск и лак.',
      seo: {
        metaTitle: 'Фасады из массива дуба и ясеня — «Фасадия»',
        metaDescription: 'Фасады из массива дуба и ясеня для классических кухонь. Тонировка, патина, брашированная поверхность. Доставка по России.',
      },
    },
    type: 'Фасад из массива',
    unit: 'м²',
    materials: ['massiv-dub', 'massiv-yasen'],
    palettes: { 'massiv-dub': DUB, 'massiv-yasen': YASEN, 'shpon-dub': SHPON },
    patinaMaterials: ['massiv-dub', 'massiv-yasen'],
    finishCoatings: ['lak-matovyj', 'lak-polumatovyj', 'maslo-vosk'],
    base: 'Массив дерева, филёнка — МДФ со шпоном',
    thickness: '22 мм',
    backSide: 'В цвет лицевой стороны',
    leadTime: 'от 21 рабочего дня',
    intro:
      'Рамка собирается из ламелей массива влажностью 8–10 % на шип, филёнка выполняется из шпонированного МДФ — такой фасад не ведёт при перепадах температуры и влажности.',
    materialReference:
      'Дуб и ясень отборных сортов из Костромской и Владимирской областей. Каждая деталь проходит камерную сушку и ручную шлифовку.',
    colorReference: `${COMMON_REFERENCE} Рисунок древесины у каждого фасада уникален.`,
    features: ['Натуральная древесина', 'Брашированная поверхность по желанию', 'Патинирование вручную'],
  },
  {
    section: {
      code: 'fasady-plastik',
      title: 'Пластиковые фасады',
      description:
        'Фасады МДФ, облицованные акриловым пластиком или HPL, с кромкой ABS в цвет. Глубокий глянец, суперматовые поверхности, металлики.',
      seo: {
        metaTitle: 'Фасады из акрила и пластика HPL — «Фасадия»',
        metaDescription: 'Пластиковые фасады в акриле и HPL с кромкой ABS в цвет: глянец, суперматовые и металлик. Ударостойкие и износостойкие.',
      },
    },
    type: 'Пластиковый фасад',
    unit: 'м²',
    materials: ['plastik-akril', 'plastik-hpl'],
    palettes: { 'plastik-akril': AKRIL, 'plastik-hpl': HPL },
    patinaMaterials: [],
    finishCoatings: [],
    base: 'МДФ',
    thickness: '18 мм',
    backSide: 'Белый пластик',
    leadTime: 'от 10 рабочих дней',
    intro:
      'Лицевая сторона облицовывается листовым пластиком толщиной 1 мм, торцы закрываются кромкой ABS 1 мм в цвет, наклеенной на лазерном кромкооблицовочном станке без видимого клеевого шва.',
    materialReference:
      'Акриловый пластик с эффектом глубокого глянца и бумажно-слоистый пластик HPL высокой износостойкости — для кухонь с интенсивной нагрузкой.',
    colorReference: COMMON_REFERENCE,
    features: ['Высокая стойкость к истиранию и ударам', 'Кромка ABS в цвет без шва', 'Не боится пара и моющих средств'],
  },
  {
    section: {
      code: 'stenovye-paneli',
      title: 'Стеновые панели',
      description:
        'Стеновые панели из МДФ с 3D-фрезеровкой, рейки и буазери для гостиных, спален, прихожих и коммерческих интерьеров.',
      seo: {
        metaTitle: 'Стеновые панели МДФ и 3D-панели — «Фасадия»',
        metaDescription: 'Декоративные стеновые панели МДФ: 3D-фрезеровка, рейки, буазери. В плёнке ПВХ, эмали и шпоне. Монтаж на клей или рейки.',
      },
    },
    type: 'Стеновая панель',
    unit: 'м²',
    materials: ['pvh-matovaya', 'emal-matovaya'],
    palettes: { 'pvh-matovaya': PVH_MAT, 'emal-matovaya': EMAL_MAT, 'shpon-dub': SHPON },
    patinaMaterials: ['emal-matovaya'],
    finishCoatings: ['lak-matovyj'],
    base: 'МДФ',
    thickness: '16 мм',
    backSide: 'Шлифованный МДФ',
    leadTime: 'от 10 рабочих дней',
    intro:
      'Панели изготавливаются из МДФ 16 мм на фрезерном станке с ЧПУ. Стыки выполнены в четверть, поэтому рисунок продолжается без видимых швов.',
    materialReference: 'Панели выпускаются в плёнке ПВХ, в эмали и в натуральном шпоне дуба и ореха.',
    colorReference: COMMON_REFERENCE,
    features: ['Скрытый монтаж на клей или обрешётку', 'Бесшовное соединение', 'Размер панели до 2 800 × 1 200 мм'],
  },
  {
    section: {
      code: 'dekor',
      title: 'Декоративные элементы',
      description:
        'Карнизы, пилястры, балясины, колонны и накладки в цвет фасадов для завершённого классического интерьера.',
      seo: {},
    },
    type: 'Декоративный элемент',
    unit: 'шт.',
    materials: ['emal-matovaya', 'massiv-dub', 'pvh-matovaya'],
    palettes: { 'emal-matovaya': EMAL_MAT, 'massiv-dub': DUB, 'pvh-matovaya': PVH_MAT },
    patinaMaterials: ['emal-matovaya', 'massiv-dub'],
    finishCoatings: ['lak-matovyj', 'lak-polumatovyj'],
    base: 'МДФ',
    thickness: '22 мм',
    backSide: 'Шлифованная',
    leadTime: 'от 10 рабочих дней',
    intro:
      'Декоративные элементы окрашиваются и патинируются в одной партии с фасадами, поэтому оттенок совпадает точно.',
    materialReference: 'Элементы выполняются из МДФ и массива дуба в тех же покрытиях, что и фасады.',
    colorReference: COMMON_REFERENCE,
    features: ['Цвет и патина в тон фасадам', 'Готовы к монтажу', 'Изготовление по размерам заказчика'],
  },
];

const drafts: Record<string, Draft[]> = {
  'fasady-pvh': [
    { code: 'fasad-verona', title: 'Фасад «Верона»', style: 'classic', labels: ['Хит'], price: 5900, patina: true, pereplet: '70 мм', summary: 'классический фасад с объёмной филёнкой и декоративной фаской по периметру рамки.' },
    { code: 'fasad-modena', title: 'Фасад «Модена»', style: 'shaker', labels: ['Новинка'], price: 4300, pereplet: '60 мм', summary: 'фасад в стиле «шейкер» с плоской филёнкой и строгой прямоугольной рамкой.' },
    { code: 'fasad-neapol', title: 'Фасад «Неаполь»', style: 'arch', labels: [], price: 5600, patina: true, pereplet: '70 мм', summary: 'фасад с арочной филёнкой для кухонь в классическом и средиземноморском стиле.' },
    { code: 'fasad-turin', title: 'Фасад «Турин»', style: 'flat', labels: [], price: 3200, mats: ['pvh-matovaya', 'pvh-glyanec'], summary: 'гладкий фасад без фрезеровки для современных минималистичных кухонь.' },
    { code: 'fasad-palermo', title: 'Фасад «Палермо»', style: 'classic', labels: [], price: 6200, patina: true, pereplet: '80 мм', summary: 'фасад с широкой рамкой и двойной фрезеровкой филёнки.' },
    { code: 'fasad-florenciya', title: 'Фасад «Флоренция»', style: 'arch', labels: ['Хит', 'Скидка'], price: 6400, patina: true, pereplet: '80 мм', summary: 'арочный фасад с рельефной филёнкой — самая популярная классическая модель фабрики.' },
    { code: 'fasad-siena', title: 'Фасад «Сиена»', style: 'shaker', labels: [], price: 4100, pereplet: '50 мм', summary: 'фасад с узкой рамкой и тонкой фаской, подходит для неоклассики и сканди.' },
    { code: 'fasad-ravenna', title: 'Фасад-витрина «Равенна»', style: 'glass', labels: ['Новинка'], price: 5800, layouts: ['rasklad-reshyotka', 'rasklad-anglijskaya'], pereplet: '70 мм', summary: 'витрина с раскладкой под стекло для верхних шкафов и буфетов.' },
    { code: 'fasad-bergamo', title: 'Фасад «Бергамо»', style: 'lines', labels: [], price: 4700, mats: ['pvh-matovaya', 'pvh-glyanec'], summary: 'фасад с горизонтальными декоративными пазами, которые визуально расширяют пространство.' },
    { code: 'fasad-bolonya', title: 'Фасад «Болонья»', style: 'shaker', labels: ['Скидка'], price: 3600, pereplet: '60 мм', noSeo: true, summary: 'недорогой рамочный фасад для кухонь и шкафов-купе.' },
    { code: 'fasad-genuya', title: 'Фасад-витрина «Генуя»', style: 'glass', labels: [], price: 5500, layouts: ['rasklad-krest', 'bez-raskladki-satinat'], pereplet: '60 мм', summary: 'витрина с крестообразной раскладкой или цельным матовым стеклом.' },
    { code: 'fasad-milan', title: 'Фасад «Милан»', style: 'flat', labels: ['Хит'], price: 3400, mats: ['pvh-glyanec', 'pvh-matovaya'], summary: 'гладкий фасад с радиусной кромкой R3 — хит продаж для современных кухонь.' },
    { code: 'fasad-lacio', title: 'Фасад «Лацио»', style: 'classic', labels: [], price: 6000, pereplet: '70 мм', summary: 'фасад с классической филёнкой и утончённым профилем по внутреннему контуру.' },
    { code: 'fasad-toskana', title: 'Фасад-витрина «Тоскана»', style: 'glass-arch', labels: [], price: 6900, patina: true, layouts: ['rasklad-arka', 'rasklad-gotika'], pereplet: '80 мм', summary: 'арочная витрина для классических гостиных и кухонь в стиле прованс.' },
    { code: 'fasad-praga', title: 'Фасад «Прага»', style: 'shaker', labels: [], price: 4500, pereplet: '70 мм', noSeo: true, summary: 'рамочный фасад с внутренней ступенчатой фаской.' },
    { code: 'fasad-vena', title: 'Фасад «Вена»', style: 'classic', labels: ['Скидка'], price: 5200, patina: true, pereplet: '70 мм', summary: 'классический фасад с патиной по фрезеровке — уют и тепло старой Европы.' },
    { code: 'fasad-oksford', title: 'Фасад «Оксфорд»', style: 'shaker', labels: ['Новинка'], price: 4900, pereplet: '80 мм', summary: 'фасад в английском стиле с широкой рамкой и плоской филёнкой.' },
    { code: 'fasad-kembridzh', title: 'Фасад-витрина «Кембридж»', style: 'glass', labels: [], price: 6100, layouts: ['rasklad-anglijskaya', 'rasklad-reshyotka', 'rasklad-krest'], pereplet: '80 мм', summary: 'витрина в английском стиле с тремя вариантами раскладки.' },
    { code: 'fasad-bristol', title: 'Фасад «Бристоль»', style: 'lines', labels: [], price: 4400, summary: 'фасад с ритмичными горизонтальными фрезеровками в духе современной классики.' },
    { code: 'fasad-lion', title: 'Фасад «Лион»', style: 'flat', labels: [], price: 3300, mats: ['pvh-matovaya', 'pvh-glyanec'], summary: 'гладкий фасад со скошенной фаской 45° по периметру.' },
    { code: 'fasad-marsel', title: 'Фасад «Марсель»', style: 'classic', labels: [], price: null, patina: true, pereplet: '90 мм', forClient: true, summary: 'премиальный классический фасад с резным декором, изготавливается по индивидуальному расчёту.' },
    { code: 'fasad-nicca', title: 'Фасад «Ницца»', style: 'arch', labels: ['Новинка'], price: 5700, pereplet: '60 мм', summary: 'фасад с мягкой аркой и узкой рамкой в стиле прованс.' },
  ],
  'fasady-emal': [
    { code: 'fasad-emal-aura', title: 'Фасад «Аура»', style: 'flat', labels: ['Хит'], price: 8900, mats: ['emal-matovaya', 'emal-glyanec'], summary: 'гладкий эмалированный фасад с бархатистой матовой или зеркальной глянцевой поверхностью.' },
    { code: 'fasad-emal-klassika', title: 'Фасад «Классика»', style: 'classic', labels: [], price: 11800, mats: ['emal-matovaya'], patina: true, pereplet: '80 мм', summary: 'классический эмалированный фасад с филёнкой и ручной патиной.' },
    { code: 'fasad-emal-riviera', title: 'Фасад «Ривьера»', style: 'shaker', labels: ['Новинка'], price: 9600, pereplet: '60 мм', summary: 'фасад-«шейкер» в эмали приглушённых природных оттенков.' },
    { code: 'fasad-emal-edinburg', title: 'Фасад «Эдинбург»', style: 'shaker', labels: [], price: 10200, mats: ['emal-matovaya'], pereplet: '45 мм', noSeo: true, summary: 'фасад с узкой рамкой 45 мм — главный тренд неоклассических кухонь.' },
    { code: 'fasad-emal-provans', title: 'Фасад «Прованс»', style: 'lines', labels: [], price: 10900, mats: ['emal-matovaya'], patina: true, summary: 'фасад с имитацией вагонки для кухонь в деревенском стиле.' },
    { code: 'fasad-emal-london', title: 'Фасад-витрина «Лондон»', style: 'glass', labels: [], price: 12400, layouts: ['rasklad-romb', 'rasklad-reshyotka', 'bez-raskladki-grafit'], pereplet: '70 мм', summary: 'эмалированная витрина с ромбовидной раскладкой или тонированным стеклом.' },
    { code: 'fasad-emal-kapri', title: 'Фасад «Капри»', style: 'lines', labels: [], price: 9900, mats: ['emal-glyanec', 'emal-matovaya'], summary: 'эмалированный фасад с тонкими горизонтальными пазами для современных кухонь.' },
    { code: 'fasad-emal-vitrina-kapri', title: 'Фасад-витрина «Капри»', style: 'glass', labels: ['Новинка'], price: 11200, layouts: ['bez-raskladki-satinat', 'rasklad-krest'], pereplet: '50 мм', summary: 'эмалированная витрина с узкой рамкой и матовым стеклом.' },
    { code: 'fasad-emal-po-eskizu', title: 'Фасад по эскизу заказчика', style: 'arch', labels: [], price: null, mats: ['emal-matovaya', 'emal-glyanec'], patina: true, pereplet: 'по эскизу', forClient: true, summary: 'эмалированный фасад любой формы и фрезеровки по вашему эскизу или проекту дизайнера.' },
  ],
  'fasady-massiv': [
    { code: 'fasad-massiv-assol', title: 'Фасад «Ассоль»', style: 'classic', labels: ['Хит'], price: 14900, patina: true, pereplet: '70 мм', summary: 'классический фасад из массива с объёмной филёнкой.' },
    { code: 'fasad-massiv-kantri', title: 'Фасад «Кантри»', style: 'shaker', labels: [], price: 12800, mats: ['massiv-yasen', 'massiv-dub'], patina: true, pereplet: '60 мм', summary: 'простой рамочный фасад из ясеня для кухонь в стиле кантри.' },
    { code: 'fasad-massiv-rustik', title: 'Фасад «Рустик»', style: 'shaker', labels: ['Скидка'], price: 11900, mats: ['massiv-dub', 'shpon-dub'], pereplet: '70 мм', summary: 'фасад с брашированной поверхностью, подчёркивающей текстуру дуба.' },
    { code: 'fasad-massiv-veneciya', title: 'Фасад «Венеция»', style: 'arch', labels: [], price: 15600, patina: true, pereplet: '80 мм', noSeo: true, summary: 'арочный фасад из массива с фигурной верхней перемычкой.' },
    { code: 'fasad-massiv-barokko', title: 'Фасад-витрина «Барокко»', style: 'glass-arch', labels: [], price: 17200, patina: true, layouts: ['rasklad-gotika', 'rasklad-tiffani', 'rasklad-arka'], pereplet: '80 мм', summary: 'арочная витрина из массива с витражным стеклом.' },
    { code: 'fasad-massiv-skandi', title: 'Фасад «Сканди»', style: 'flat', labels: ['Новинка'], price: 13400, mats: ['shpon-dub', 'massiv-yasen'], summary: 'гладкий фасад в шпоне дуба с маслом-воском для интерьеров в скандинавском стиле.' },
    { code: 'fasad-massiv-elegans', title: 'Фасад «Элеганс»', style: 'classic', labels: ['Новинка'], price: 18500, mats: ['massiv-dub'], patina: true, pereplet: '90 мм', summary: 'фасад премиум-класса с резной филёнкой и многоступенчатым профилем рамки.' },
  ],
  'fasady-plastik': [
    { code: 'fasad-akril-solid', title: 'Фасад «Солид»', style: 'flat', labels: ['Хит'], price: 7200, mats: ['plastik-akril'], summary: 'акриловый фасад с эффектом глубокого глянца.' },
    { code: 'fasad-akril-gran', title: 'Фасад «Грань»', style: 'flat', labels: ['Новинка'], price: 8400, mats: ['plastik-akril'], summary: 'акриловый фасад с интегрированной ручкой-профилем по верхней кромке.' },
    { code: 'fasad-hpl-strit', title: 'Фасад «Стрит»', style: 'flat', labels: [], price: 5900, mats: ['plastik-hpl'], summary: 'фасад в износостойком пластике HPL для кухонь с интенсивной нагрузкой.' },
    { code: 'fasad-hpl-lajn', title: 'Фасад «Лайн»', style: 'lines', labels: [], price: 6600, mats: ['plastik-hpl'], noSeo: true, summary: 'фасад в HPL с вертикальной фрезеровкой под ручку.' },
    { code: 'fasad-plastik-metallik', title: 'Фасад «Металлик»', style: 'flat', labels: [], price: 7900, mats: ['plastik-hpl', 'plastik-akril'], summary: 'фасад с металлическим эффектом для интерьеров в стиле хай-тек.' },
    { code: 'fasad-akril-volna', title: 'Фасад «Волна»', style: 'waves', labels: [], price: 9400, mats: ['plastik-akril'], summary: 'акриловый фасад с плавным 3D-рельефом.' },
    { code: 'fasad-hpl-kvadro', title: 'Фасад «Квадро»', style: 'shaker', labels: [], price: 7400, mats: ['plastik-hpl'], pereplet: '50 мм', summary: 'рамочный фасад в пластике HPL для неоклассических кухонь.' },
    { code: 'fasad-plastik-frejm', title: 'Фасад-витрина «Фрейм»', style: 'glass', labels: [], price: 9800, mats: ['plastik-hpl'], layouts: ['bez-raskladki-satinat', 'bez-raskladki-grafit'], pereplet: '40 мм', summary: 'витрина с узкой рамкой из HPL и цельным стеклом.' },
  ],
  'stenovye-paneli': [
    { code: 'panel-loft-3d', title: 'Стеновая панель «Лофт 3D»', style: 'bricks', labels: ['Хит'], price: 4800, summary: 'панель с рельефом кирпичной кладки для интерьеров в стиле лофт.' },
    { code: 'panel-volna-3d', title: 'Стеновая панель «Волна 3D»', style: 'waves', labels: ['Новинка'], price: 5200, summary: 'панель с плавным волновым рельефом, эффектно играющим со светом.' },
    { code: 'panel-romb-3d', title: 'Стеновая панель «Ромб 3D»', style: 'rhombs', labels: [], price: 5400, mats: ['emal-matovaya'], summary: 'панель с геометрическим узором из ромбов.' },
    { code: 'panel-rejka', title: 'Реечная панель «Рейка»', style: 'slats', labels: [], price: 6900, mats: ['shpon-dub', 'pvh-matovaya'], summary: 'панель из вертикальных реек на основе для зонирования и акцентных стен.' },
    { code: 'panel-briz', title: 'Стеновая панель «Бриз»', style: 'grooves', labels: ['Скидка'], price: 3900, mats: ['pvh-matovaya'], noSeo: true, summary: 'панель с вертикальными пазами для прихожих и коридоров.' },
    { code: 'panel-kanelyury', title: 'Стеновая панель «Каннелюры»', style: 'grooves', labels: ['Новинка'], price: 5900, mats: ['emal-matovaya', 'shpon-dub'], summary: 'панель с вертикальными скруглёнными каннелюрами для спален и гостиных.' },
    { code: 'panel-buazeri-klassika', title: 'Буазери «Классика»', style: 'boiserie', labels: [], price: null, mats: ['emal-matovaya'], patina: true, forClient: true, summary: 'классические стеновые панели с молдингами, изготавливаются по замерам помещения.' },
  ],
  dekor: [
    { code: 'karniz-pryamoj', title: 'Карниз «Прямой»', style: 'cornice', labels: [], price: 1450, unit: 'пог. м', summary: 'прямой карниз высотой 70 мм для завершения верхних шкафов.' },
    { code: 'karniz-klassika', title: 'Карниз «Классика»', style: 'cornice-classic', labels: ['Хит'], price: 2300, unit: 'пог. м', patina: true, summary: 'профилированный карниз с несколькими уступами для классических кухонь.' },
    { code: 'pilyastra-verona', title: 'Пилястра «Верона»', style: 'pilaster', labels: [], price: 2900, patina: true, summary: 'пилястра с каннелюрами и капителью для обрамления вытяжки и шкафов.' },
    { code: 'balyasina-ampir', title: 'Балясина «Ампир»', style: 'baluster', labels: [], price: 1900, mats: ['massiv-dub', 'emal-matovaya'], patina: true, summary: 'точёная балясина для открытых полок и барных стоек.' },
    { code: 'nakladka-rozetka', title: 'Накладка «Розетка»', style: 'rosette', labels: ['Скидка'], price: 650, patina: true, summary: 'круглая декоративная накладка для фасадов и карнизов.' },
    { code: 'karniz-radiusnyj', title: 'Карниз «Радиусный»', style: 'cornice-classic', labels: [], price: 3900, unit: 'пог. м', patina: true, summary: 'радиусный карниз для угловых и полукруглых шкафов.' },
    { code: 'pilyastra-kapri', title: 'Пилястра «Капри»', style: 'pilaster', labels: ['Новинка'], price: 2400, summary: 'гладкая пилястра с лаконичной капителью для неоклассики.' },
    { code: 'kolonna-dorika', title: 'Колонна «Дорика»', style: 'column', labels: [], price: null, patina: true, summary: 'колонна дорического ордера для островов и барных стоек, изготавливается по размерам.' },
  ],
};

const MILLING: Record<DrawStyle, string> = {
  flat: 'Без фрезеровки',
  shaker: 'Рамка «шейкер»',
  arch: 'Арочная филёнка',
  classic: 'Классическая с объёмной филёнкой',
  lines: 'Декоративные пазы',
  glass: 'Под стекло',
  'glass-arch': 'Арочная, под стекло',
  bricks: '3D-фрезеровка «кирпич»',
  waves: '3D-фрезеровка «волна»',
  rhombs: '3D-фрезеровка «ромб»',
  slats: 'Рейки 20 мм с шагом 40 мм',
  grooves: 'Вертикальные пазы',
  boiserie: 'Накладные молдинги',
  cornice: 'Прямой профиль',
  'cornice-classic': 'Ступенчатый профиль',
  pilaster: 'Каннелюры',
  baluster: 'Токарная обработка',
  rosette: 'Рельефная резьба',
  column: 'Каннелюры, капитель и база',
};

const STYLE_FEATURES: Partial<Record<DrawStyle, string>> = {
  flat: 'Торцы фрезеруются радиусом R1–R3 по выбору',
  shaker: 'Чёткая геометрия рамки, филёнка в одной плоскости',
  arch: 'Арка выполняется на фасадах шириной от 296 мм',
  classic: 'Объёмная филёнка с многоступенчатым профилем',
  lines: 'Шаг пазов подбирается под высоту фасада',
  glass: 'Стекло устанавливается на силиконовый уплотнитель',
  'glass-arch': 'Стекло вырезается по шаблону арки',
};

const isFacade = (style: DrawStyle): boolean =>
  ['flat', 'shaker', 'arch', 'classic', 'lines', 'glass', 'glass-arch'].includes(style);

const colorTitle = (code: string): string => colors.find((c) => c.code === code)?.title ?? code;
const materialTitle = (code: string): string => materials.find((m) => m.code === code)?.title ?? code;
const coatingTitle = (code: string): string => finishCoatings.find((c) => c.code === code)?.title ?? code;

/** 5900 → '5 900' with a no-break space, independent of the runtime's ICU data. */
const rub = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
const round10 = (n: number): number => Math.round(n / 10) * 10;

function characteristicsFor(kit: SectionKit, d: Draft): SeedProduct['characteristics'] {
  const c: SeedProduct['characteristics'] = {};
  if (isFacade(d.style)) {
    c.thickness = d.style === 'flat' && kit.section.code === 'fasady-pvh' ? '16 мм' : kit.thickness;
    c.height = 'от 110 до 2 350 мм';
    c.width = 'от 110 до 1 150 мм';
    if (d.pereplet) c.pereplet = d.pereplet;
    if (kit.section.code === 'fasady-massiv') c.composition = 'Рамка — массив, филёнка — МДФ со шпоном';
    return c;
  }
  switch (d.style) {
    case 'bricks':
    case 'waves':
    case 'rhombs':
    case 'grooves':
      return { thickness: '16 мм', height: 'до 2 800 мм', width: 'до 1 200 мм' };
    case 'slats':
      return { thickness: '30 мм', height: '2 700 мм', width: '600 мм', composition: 'Рейки МДФ на основе из МДФ 10 мм' };
    case 'boiserie':
      return { thickness: '22 мм', height: 'по замеру', width: 'по замеру' };
    case 'cornice':
      return { length: '2 000 мм', height: '70 мм', thickness: '40 мм' };
    case 'cornice-classic':
      return { length: '2 000 мм', height: '110 мм', thickness: '60 мм', radius: 'от 400 мм (радиусный вариант)' };
    case 'pilaster':
      return { height: '720 мм', width: '80 мм', thickness: '22 мм' };
    case 'baluster':
      return { height: '720 мм', diameter: '60 мм' };
    case 'rosette':
      return { diameter: '120 мм', thickness: '18 мм' };
    case 'column':
      return { height: 'до 2 700 мм', diameter: '200 мм', composition: 'Клеёный массив дуба' };
    default:
      return c;
  }
}

/** A search result shows about 70 characters: the longest of these that fits, never the type a title already starts with. */
function metaTitleOf(title: string, type: string): string {
  const typeLower = type.charAt(0).toLowerCase() + type.slice(1);
  const typed = title.toLowerCase().startsWith(typeLower) ? [] : [`${title} — ${typeLower} от производителя`, `${title} — ${typeLower}`];
  return [...typed, `${title} от производителя`, title].map((text) => `${text} | «Фасадия»`).find((text) => text.length <= 70) ?? `${title} | «Фасадия»`;
}

function offersFor(kit: SectionKit, d: Draft, unit: string): SeedProduct['offers'] {
  const p = d.price;
  const at = (k: number, add = 0): number | null => (p === null ? null : round10(p * k + add));
  switch (d.style) {
    case 'glass':
    case 'glass-arch':
      return [
        { title: 'Рамка под стекло', price: at(1), unit },
        { title: 'Витрина со стеклом', price: at(1, 2400), unit },
      ];
    case 'flat':
      return kit.section.code === 'fasady-pvh' || kit.section.code === 'fasady-plastik'
        ? [
            { title: 'Фасад глухой', price: at(1), unit },
            { title: 'Фасад с фрезеровкой под ручку', price: at(1.12), unit },
          ]
        : [{ title: 'Фасад глухой', price: at(1), unit }];
    case 'shaker':
    case 'arch':
    case 'classic':
    case 'lines':
      return [
        { title: 'Фасад глухой', price: at(1), unit },
        { title: 'Фасад-витрина под стекло', price: at(1.15), unit },
        ...(d.patina ? [{ title: 'Фасад глухой с патиной', price: at(1.2), unit }] : []),
      ];
    case 'bricks':
    case 'waves':
    case 'rhombs':
    case 'grooves':
      return [
        { title: 'Панель, за м²', price: at(1), unit: 'м²' },
        { title: 'Панель 2 800 × 600 мм', price: at(1.68), unit: 'шт.' },
      ];
    case 'slats':
      return [
        { title: 'Панель 2 700 × 600 мм', price: at(1.62), unit: 'шт.' },
        { title: 'Панель, за м²', price: at(1), unit: 'м²' },
      ];
    case 'cornice':
    case 'cornice-classic':
      return [
        { title: 'Погонный метр', price: at(1), unit: 'пог. м' },
        { title: 'Хлыст 2 000 мм', price: at(2), unit: 'шт.' },
        { title: 'Угловой элемент', price: at(0.6), unit: 'шт.' },
      ];
    default:
      return [{ title: 'Базовое исполнение', price: at(1), unit }];
  }
}

const sections: SeedSection[] = [];
const products: SeedProduct[] = [];
export const productArt: Record<string, ProductArt> = {};

kits.forEach((kit, sIndex) => {
  const list = drafts[kit.section.code] ?? [];
  sections.push({ ...kit.section, img: sectionImageUrl(kit.section.code), sort: (sIndex + 1) * 100 });

  list.forEach((d, i) => {
    const unit = d.unit ?? kit.unit;
    const matCodes = d.mats ?? kit.materials;
    const mcp: SeedProduct['mcp'] = matCodes.map((mat, mIndex) => {
      const palette = kit.palettes[mat] ?? [];
      const n = Math.min(palette.length, 2 + ((i + mIndex * 2) % 5));
      const start = (i * 3 + mIndex) % palette.length;
      const picked = Array.from({ length: n }, (_, k) => palette[(start + k) % palette.length] as string);
      const withPatina = d.patina === true && kit.patinaMaterials.includes(mat);
      return {
        material: mat,
        colors: picked.map((color, k) => ({
          color,
          patinas: withPatina
            ? Array.from({ length: (i + k) % 4 }, (_, q) => PATINA_ROTATION[(i + k + q) % PATINA_ROTATION.length] as string)
            : [],
        })),
      };
    });

    const first = mcp[0]!;
    const defaultColor = first.colors[0]!.color;

    // 2–3 images in different colours: the default, the next colour of the first
    // material, and the second material (or a third colour) when there is one.
    const shots: { material: string; color: string; patina: string | null }[] = [
      { material: first.material, color: defaultColor, patina: null },
    ];
    const second = first.colors[1];
    if (second) shots.push({ material: first.material, color: second.color, patina: second.patinas[0] ?? null });
    const otherMat = mcp[1];
    if (otherMat) shots.push({ material: otherMat.material, color: otherMat.colors[0]!.color, patina: null });
    else if (first.colors[2] && i % 2 === 0) {
      const third = first.colors[2];
      shots.push({ material: first.material, color: third.color, patina: third.patinas[0] ?? null });
    }
    const images = shots.map((_, k) => productImageUrl(d.code, k + 1));
    productArt[d.code] = {
      style: d.style,
      layout: d.layouts?.[0] ?? null,
      handle: isFacade(d.style),
      images: shots.map((s, k) => ({
        ...s,
        file: images[k]!,
        title: `${d.title}, ${colorTitle(s.color)}`,
      })),
    };

    const coatings = kit.finishCoatings;
    const specs: SeedProduct['specifications'] = [
      { title: 'Основа', value: d.code === 'fasad-massiv-rustik' ? 'Массив дуба' : kit.base },
      { title: 'Толщина', value: characteristicsFor(kit, d).thickness ?? kit.thickness },
      { title: 'Покрытие', value: matCodes.map(materialTitle).join(', ') },
      { title: 'Фрезеровка', value: MILLING[d.style] },
    ];
    if (isFacade(d.style)) {
      specs.push({ title: 'Обратная сторона', value: kit.backSide });
      specs.push({ title: 'Максимальный размер', value: '2 350 × 1 150 мм' });
    }
    if (d.patina) specs.push({ title: 'Патина', value: 'Ручное нанесение' });
    specs.push({ title: 'Срок изготовления', value: kit.leadTime });
    specs.push({ title: 'Гарантия', value: kit.section.code === 'fasady-massiv' ? '36 месяцев' : '24 месяца' });

    const features = [STYLE_FEATURES[d.style], ...kit.features].filter((f): f is string => Boolean(f));
    const priceLine =
      d.price === null
        ? '<p>Стоимость рассчитывается индивидуально — отправьте эскиз или размеры, и менеджер подготовит расчёт в течение рабочего дня.</p>'
        : // No figure here: the price above follows the visitor's city, a sum in the text would not.
          '<p>Итоговая стоимость зависит от размеров, цвета и выбранных опций.</p>';
    const content = [
      `<p><strong>${d.title}</strong> — ${d.summary}</p>`,
      `<p>${kit.intro}</p>`,
      `<ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul>`,
      coatings.length > 0 ? `<p>Финишное покрытие: ${coatings.map((c) => coatingTitle(c).toLowerCase()).join(', ')}.</p>` : '',
      priceLine,
    ]
      .filter(Boolean)
      .join('\n');

    const neighbours = [list[(i + 1) % list.length]!.code, list[(i + 2) % list.length]!.code];
    if (isFacade(d.style) && d.patina) neighbours.push('karniz-klassika');
    else if (isFacade(d.style) && i % 3 === 0) neighbours.push('karniz-pryamoj');

    products.push({
      code: d.code,
      sectionCode: kit.section.code,
      title: d.title,
      type: kit.type,
      img: images[0]!,
      images,
      labels: d.labels,
      price: d.price,
      unit,
      showPrice: d.price !== null,
      offers: offersFor(kit, d, unit),
      specifications: specs,
      characteristics: characteristicsFor(kit, d),
      content,
      mcp,
      defaultMaterials: [first.material],
      defaultColors: [defaultColor],
      finishCoatings: coatings,
      glassLayouts: d.layouts ?? [],
      materialReferenceDescription: kit.materialReference,
      colorReferenceDescription: kit.colorReference,
      seo: d.noSeo
        ? {}
        : {
            metaTitle: metaTitleOf(d.title, kit.type),
            metaDescription:
              d.price === null
                ? `${d.title}: ${d.summary} Цена по запросу, расчёт за один рабочий день.`
                : `${d.title}: ${d.summary} От ${rub(d.price)} ₽ за ${unit}, изготовление ${kit.leadTime}.`,
            ogImage: images[0]!,
          },
      forClient: d.forClient ?? false,
      additional: neighbours.filter((c) => c !== d.code),
      sort: (i + 1) * 10,
    });
  });
});

export { sections, products };
