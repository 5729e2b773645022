import type { SeedCustomContent, SeedLocation, SeedStockOffer } from '../types';

export const stockOffers: SeedStockOffer[] = [
  {
    title: 'Скидка 15 % на фасады «Модена» до конца месяца',
    message:
      '<strong>Скидка 15 %</strong> на фасады «Модена» в любом цвете и материале — только до конца месяца. Успейте оформить заказ!',
    sectionSlug: 'akcii',
    slug: 'skidka-15-na-fasady-modena',
    buttonText: '',
    buttonLink: '',
    showButton: true,
    bgImage: '',
    bgColor: '#1f3b73',
    bgOpacity: 0.92,
    bgAnimation: 'Увеличение-уменьшение',
    shine: true,
    bannerLink: '',
    noHide: false,
    active: true,
  },
  {
    title: 'Бесплатная доставка по Москве при заказе от 50 000 ₽',
    message: '<strong>Бесплатная доставка</strong> по Москве в пределах МКАД при заказе от 50 000 ₽.',
    sectionSlug: 'akcii',
    slug: 'besplatnaya-dostavka-po-moskve',
    buttonText: 'Условия доставки',
    buttonLink: '',
    showButton: true,
    bgImage: '',
    bgColor: '#2e6b3a',
    bgOpacity: 1,
    bgAnimation: '',
    shine: false,
    bannerLink: '',
    noHide: true,
    active: false,
  },
];

/** Ids 1 and 2 are the popups the footer links of site.ts open. */
export const customContents: SeedCustomContent[] = [
  {
    id: 1,
    title: 'Заказать образцы',
    content: [
      '<p>Образцы помогут увидеть цвет, фактуру и качество покрытия вживую, прежде чем заказывать фасады для всей кухни.</p>',
      '<p><strong>Как заказать образцы:</strong></p>',
      '<ol>',
      '<li>Выберите в каталоге модели, материалы и цвета, которые вам понравились.</li>',
      '<li>Нажмите «Заказать образцы» на странице фасада или позвоните нам — менеджер уточнит список и адрес.</li>',
      '<li>Заберите образцы в ближайшем салоне или получите их курьером за 2–5 рабочих дней.</li>',
      '</ol>',
      '<p>Образцы цветов плёнки ПВХ и эмали предоставляются бесплатно, образец фасада в сборе — от 900 ₽; стоимость засчитывается при последующем заказе.</p>',
      '<p>Телефон: <a href="tel:+78005553535">+7 (800) 555-35-35</a> (бесплатно по России).</p>',
    ].join('\n'),
  },
  {
    id: 2,
    title: 'Запросить прайс-лист',
    content: [
      '<p>Актуальный прайс-лист фабрики «Фасадия» мы отправляем на электронную почту в течение рабочего дня после запроса.</p>',
      '<p><strong>В прайс-листе:</strong></p>',
      '<ul>',
      '<li>цены на фасады МДФ в плёнке ПВХ, эмали, пластике и из массива за квадратный метр;</li>',
      '<li>стоимость фрезеровок, витрин под стекло и раскладок;</li>',
      '<li>цены на стеновые панели, карнизы, балюстрады и другой декор;</li>',
      '<li>наценки за патину, лак и нестандартные размеры;</li>',
      '<li>условия доставки и скидки для дилеров в зависимости от объёма заказов.</li>',
      '</ul>',
      '<p>Дилерские цены доступны после регистрации в личном кабинете. Вопросы по прайс-листу: <a href="tel:+74951234570">+7 (495) 123-45-70</a>, отдел по работе с дилерами.</p>',
    ].join('\n'),
  },
];

const city = (name: string): SeedLocation => ({ name, type: 'city' });
const region = (name: string): SeedLocation => ({ name, type: 'region' });

/** The catalogue's five cities first, then other large cities and regions of Russia. */
export const locations: SeedLocation[] = [
  city('Москва'),
  city('Санкт-Петербург'),
  city('Екатеринбург'),
  city('Краснодар'),
  city('Казань'),
  city('Новосибирск'),
  city('Нижний Новгород'),
  city('Челябинск'),
  city('Самара'),
  city('Омск'),
  city('Ростов-на-Дону'),
  city('Уфа'),
  city('Красноярск'),
  city('Воронеж'),
  city('Пермь'),
  city('Волгоград'),
  city('Саратов'),
  city('Тюмень'),
  city('Тольятти'),
  city('Королёв'),
  region('Московская область'),
  region('Ленинградская область'),
  region('Свердловская область'),
  region('Краснодарский край'),
  region('Республика Татарстан'),
  region('Новосибирская область'),
  region('Нижегородская область'),
  region('Ростовская область'),
  region('Республика Башкортостан'),
  region('Самарская область'),
  region('Орловская область'),
];
