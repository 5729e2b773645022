import type { MenuItem, SiteProperties } from '../../../api-client/schemas/content';
import { products, sections } from './catalog';

export const BRAND = 'Фасадия';

const privacyText = [
  '<p>Настоящая политика (редакция от 28.11.2026) определяет порядок обработки и защиты персональных данных пользователей сайта фабрики фасадов «Фасадия» в соответствии с Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных». Оператор — ООО «Фасадия», ИНН 5001234567, ОГРН 1095001001234, 141701, Московская область, г. Долгопрудный, Промышленный проезд, 14; e-mail для обращений: info@fasadia.ru.</p>',
  '<p><strong>1. Какие данные мы обрабатываем.</strong> Фамилию, имя и отчество, номер телефона, адрес электронной почты, город, название компании, сведения о заказах, рекламациях и обращениях, сообщения онлайн-чата, файлы, которые пользователь прикладывает к формам (в том числе резюме), а также IP-адрес, с которого отправлена форма. Автоматически собираются файлы cookie и данные о посещениях (сервис «Яндекс Метрика»).</p>',
  '<p><strong>2. Цели обработки.</strong> Обработка заявок и заказов, обратная связь и ответы в онлайн-чате, расчёт стоимости продукции, информирование о статусе заказа, рассмотрение резюме кандидатов, защита форм от автоматических отправок, а также улучшение работы сайта. Рассылки отправляются только с согласия пользователя; отказаться от них можно в настройках профиля или письмом на info@fasadia.ru.</p>',
  '<p><strong>3. Хранение и защита.</strong> Запись, систематизация, накопление и хранение данных граждан Российской Федерации ведутся в базах данных, расположенных на территории Российской Федерации, не дольше, чем этого требуют цели обработки. Оператор принимает правовые, организационные и технические меры для защиты данных от неправомерного доступа, изменения и распространения.</p>',
  '<p><strong>4. Передача третьим лицам.</strong> Данные могут передаваться службам доставки и дилерам фабрики исключительно для выполнения заказа пользователя, а также по запросу уполномоченных государственных органов в случаях, предусмотренных законом. Сообщения онлайн-чата и уведомления о заказах (если пользователь подключил их в профиле) передаются менеджерам фабрики через мессенджер Telegram; для защиты форм от автоматических отправок используется сервис Google reCAPTCHA. Эти сервисы могут обрабатывать данные за пределами Российской Федерации.</p>',
  '<p><strong>5. Права пользователя.</strong> Пользователь вправе запросить сведения об обработке своих данных, потребовать их уточнения или удаления и отозвать согласие, направив письмо на адрес info@fasadia.ru. Ответ направляется в течение 10 рабочих дней.</p>',
].join('\n');

export const properties: SiteProperties = {
  slogan: 'Мебельные фасады, которые служат годами',
  footerAboutText:
    'Фабрика «Фасадия» с 2009 года производит мебельные фасады из МДФ и массива, стеновые панели и декор. Собственное производство площадью 12 000 м² в Подмосковье, более 400 дилеров по всей России. Изготавливаем фасады по индивидуальным размерам от 7 рабочих дней.',
  footerBottomText: '© 2009–2026 Фабрика фасадов «Фасадия». Все права защищены.',
  email: 'info@fasadia.ru',
  description:
    'Фабрика мебельных фасадов «Фасадия»: фасады МДФ в плёнке ПВХ, эмали, пластике и из массива, стеновые панели и декоративные элементы на заказ от производителя.',
  theme: 'N',
  tgwebchat: true,
  socials: {
    vk: 'https://vk.com/fasadia',
    telegram: 'https://t.me/fasadia_ru',
    whatsapp: 'https://wa.me/78005553535',
    youtube: '',
  },
  socialsGroups: [
    { title: 'Мы в соцсетях', networks: ['vk', 'telegram', 'youtube'] },
    { title: 'Напишите нам', networks: ['whatsapp', 'telegram'] },
  ],
  phones: {
    wpv1: '+7 (800) 555-35-35',
    wpt1: 'Бесплатно по России',
    wpv2: '+7 (495) 123-45-67',
    wpt2: 'Салон и отдел продаж в Москве',
    wpv3: '+7 (495) 123-45-70',
    wpt3: 'Отдел по работе с дилерами',
  },
  defaultPhone: '+7 (800) 555-35-35',
  footerLinks: [
    { wlv: 'catalog', wlt: 'Каталог продукции#catalog', wlc: false, wlp: true, wlm: true, wly: 'Покупателям' },
    { wlv: 'gallery', wlt: 'Галерея работ#gallery', wlc: false, wlp: true, wlm: true, wly: 'Покупателям' },
    { wlv: '1', wlt: 'Заказать образцы#samples', wlc: true, wlp: true, wlm: true, wly: 'Покупателям' },
    { wlv: 'contacts', wlt: 'Где купить#map', wlc: false, wlp: true, wlm: false, wly: 'Покупателям' },
    { wlv: 'sign-up', wlt: 'Стать дилером#handshake', wlc: false, wlp: true, wlm: true, wly: 'Дилерам' },
    { wlv: 'dileram/usloviya', wlt: 'Условия сотрудничества#guide', wlc: false, wlp: true, wlm: true, wly: 'Дилерам' },
    { wlv: '2', wlt: 'Запросить прайс-лист#price', wlc: true, wlp: true, wlm: false, wly: 'Дилерам' },
    { wlv: 'about', wlt: 'О фабрике#info', wlc: false, wlp: true, wlm: true, wly: 'О компании' },
    { wlv: 'blog', wlt: 'Блог и новости#blog', wlc: false, wlp: true, wlm: true, wly: 'О компании' },
    { wlv: 'contacts', wlt: 'Контакты#phone', wlc: false, wlp: true, wlm: true, wly: 'О компании' },
    { wlv: 'privacy', wlt: 'Политика конфиденциальности#', wlc: false, wlp: true, wlm: true, wly: 'О компании' },
  ],
  loc: {
    tgwebchatBtnText: 'Онлайн-чат',
    tgwebchatSubBtnText: 'Менеджер ответит в течение 5 минут',
    tgwebchatDefaultMessage: 'Здравствуйте! Чем можем помочь?',
  },
  privacyName: 'Политика обработки персональных данных',
  privacyText,
  registerButtonDescription:
    'Регистрация в личном кабинете доступна мебельным компаниям и дизайнерам: дилерские цены, онлайн-калькулятор и отслеживание заказов.',
  stockButtonText: 'Подробнее',
};

const item = (over: Partial<MenuItem> & Pick<MenuItem, 'name' | 'slug'>): MenuItem => ({
  title: over.name,
  icon: '',
  image: '',
  descr: '',
  morelink: '',
  forauth: false,
  forunauth: false,
  products: [],
  child: [],
  ...over,
});

const catalogChildren: MenuItem[] = sections.map((s) =>
  item({
    name: s.title,
    slug: `catalog/${s.code}`,
    image: s.img,
    descr: s.description,
    morelink: `catalog/${s.code}`,
    products: products
      .filter((p) => p.sectionCode === s.code)
      .slice(0, 3)
      .map((p) => ({ title: p.title, slug: `catalog/${s.code}/${p.code}`, img: p.img })),
  }),
);

export const menus: Record<'headmenu' | 'footermenu', MenuItem[]> = {
  headmenu: [
    item({
      name: 'Продукция',
      slug: 'catalog',
      icon: 'catalog',
      descr: 'Мебельные фасады, стеновые панели и декор от производителя',
      morelink: 'catalog',
      child: catalogChildren,
    }),
    item({ name: 'Галерея', slug: 'gallery', icon: 'gallery' }),
    item({ name: 'Блог', slug: 'blog', icon: 'blog' }),
    item({ name: 'О компании', slug: 'about', icon: 'info' }),
    item({ name: 'Контакты', slug: 'contacts', icon: 'map' }),
    item({
      name: 'Дилерам',
      slug: 'sign-up',
      icon: 'handshake',
      descr: 'Дилерские цены, онлайн-калькулятор и личный кабинет для мебельных компаний',
      forunauth: true,
    }),
    item({ name: 'Мои заказы', slug: 'profile/order-list', icon: 'orders', forauth: true }),
  ],
  footermenu: [
    item({ name: 'Каталог', slug: 'catalog' }),
    item({ name: 'Галерея', slug: 'gallery' }),
    item({ name: 'Новости', slug: 'news' }),
    item({ name: 'Отзывы', slug: 'review' }),
    item({ name: 'Контакты', slug: 'contacts' }),
    item({ name: 'Политика конфиденциальности', slug: 'privacy' }),
  ],
};
