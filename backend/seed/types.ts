import type { OrderStatusCode } from '../../api-client/schemas/orders';
import type { SiteProperties, MenuItem } from '../../api-client/schemas/content';
import type { LocationListResponse, Shedule, StockOffer } from '../../api-client/schemas/info';

/**
 * The demo dataset as plain data. Cross-references are by code, so the loader
 * resolves ids after insert; every code is unique within its kind.
 */
export type SeedOptionType = { code: string; title: string; description: string };

export type SeedMaterial = { code: string; title: string; typeCode: string; img: string; hex: string };
export type SeedColor = { code: string; title: string; typeCode: string; img: string; hex: string };
export type SeedPatina = { code: string; title: string; img: string; hex: string };
export type SeedGlass = { code: string; title: string; img: string };
export type SeedGlassLayout = { code: string; title: string; glassCode: string };
export type SeedFinishCoating = { code: string; title: string };

export type SeedSection = {
  code: string;
  title: string;
  description: string;
  img: string;
  sort: number;
  seo: { metaTitle?: string; metaDescription?: string; metaKeywords?: string };
};

export type SeedProduct = {
  code: string;
  sectionCode: string;
  title: string;
  type: string;
  img: string;
  images: string[];
  labels: string[];
  /** Base price in roubles for the default price region; null when sold on request. */
  price: number | null;
  unit: string;
  showPrice: boolean;
  offers: { title: string; price: number | null; unit: string }[];
  specifications: { title: string; value: string }[];
  characteristics: Partial<Record<'diameter' | 'length' | 'radius' | 'thickness' | 'composition' | 'height' | 'width' | 'pereplet', string>>;
  /** Sanitizable HTML from the CMS. */
  content: string;
  /** materials → colours → patinas the product is made in */
  mcp: { material: string; colors: { color: string; patinas: string[] }[] }[];
  defaultMaterials: string[];
  defaultColors: string[];
  finishCoatings: string[];
  glassLayouts: string[];
  materialReferenceDescription: string;
  colorReferenceDescription: string;
  seo: { metaTitle?: string; metaDescription?: string; metaKeywords?: string; ogImage?: string };
  forClient: boolean;
  additional: string[];
  sort: number;
};

export type SeedCity = {
  code: string;
  title: string;
  /** Multiplier on base prices for this city's price region. */
  priceFactor: number;
  lat: number;
  lon: number;
  sort: number;
};

export type SeedShop = {
  cityCode: string;
  title: string;
  adress: string;
  phone: string;
  email: string;
  shedule: Shedule;
  lat: number;
  lon: number;
};

export type SeedUser = {
  email: string;
  phone: string;
  password: string;
  name: string;
  lastName: string;
  secondName: string;
  city: string;
  company: string;
  /** 'dealer' for cabinet users, 'manager' for factory staff */
  role: 'dealer' | 'manager';
  /** The profile's access code when not the role's default (bm_dealer, bm_manager), e.g. 'bm_user'. */
  accessCode?: string;
};

/** A stock offer as the contract shows it, plus whether it may be shown at all. */
export type SeedStockOffer = Omit<StockOffer, 'id'> & { active: boolean };

/** Popup modal content; the id is the one footer links hold. `content` is CMS HTML. */
export type SeedCustomContent = { id: number; title: string; content: string };

export type SeedLocation = Omit<LocationListResponse['locations'][number], 'id'>;

export type SeedSeo = { metaTitle?: string; metaDescription?: string; metaKeywords?: string };
export type SeedBlogSection = { code: string; title: string; description: string; sort: number; seo: SeedSeo };
/** `content` is CMS HTML; tags are code and title. */
export type SeedArticle = {
  sectionCode: string;
  code: string;
  title: string;
  preview: string;
  content: string;
  img: string;
  tags: { code: string; title: string }[];
  seo: SeedSeo;
  publishedAt: Date;
};
export type SeedGalleryInterior = { code: string; title: string; sort: number };
export type SeedGalleryCollection = { code: string; title: string; description: string; sort: number };
/** A gallery solution: its model by section and product code, its options by code. */
export type SeedSolution = {
  title: string;
  description: string;
  img: string;
  sectionCode: string;
  productCode: string;
  material: string;
  color: string;
  patina: string | null;
  interior: string;
  collection: string;
  sort: number;
};
export type SeedPage = {
  code: 'main' | 'about' | 'contact';
  title: string;
  content: string;
  blocks: ({ type: 'vheader'; inner: 'h2' | 'h3'; id: string; value: string } | { type: 'html'; value: string })[];
  teasers: { title: string; text: string; link: string; img: string }[];
  seo: SeedSeo;
};
export type SeedContentPage = { path: string; title: string; content: string; sort: number; seo: SeedSeo };
/** A branch page's text; the shop by its position in `shops`. */
export type SeedFilialContent = { shopIndex: number; content: string };
export type SeedNotification = {
  userEmail: string;
  title: string;
  html: string;
  priority?: boolean;
  /** Days before now it was sent. */
  daysAgo: number;
  read?: boolean;
};

export type SeedData = {
  optionTypes: SeedOptionType[];
  materials: SeedMaterial[];
  colors: SeedColor[];
  patinas: SeedPatina[];
  glasses: SeedGlass[];
  glassLayouts: SeedGlassLayout[];
  finishCoatings: SeedFinishCoating[];
  sections: SeedSection[];
  products: SeedProduct[];
  cities: SeedCity[];
  shops: SeedShop[];
  properties: SiteProperties;
  menus: Record<'headmenu' | 'footermenu', MenuItem[]>;
  users: SeedUser[];
  stockOffers: SeedStockOffer[];
  customContents: SeedCustomContent[];
  locations: SeedLocation[];
  blogSections: SeedBlogSection[];
  articles: SeedArticle[];
  galleryInteriors: SeedGalleryInterior[];
  galleryCollections: SeedGalleryCollection[];
  solutions: SeedSolution[];
  pages: SeedPage[];
  contentPages: SeedContentPage[];
  filialContents: SeedFilialContent[];
  /** Demo orders; absent in test fixtures, which create orders through the API. */
  orderBooks?: SeedOrderBook[];
  /** Extra generated orders for the first book's dealer (the bench's 2000). */
  benchOrders?: number;
  /** Demo notifications, addressed by the user's e-mail; absent in datasets that need none. */
  notifications?: SeedNotification[];
};

export type SeedOrderItem = {
  name: string;
  model: string;
  height: number;
  width: number;
  quantity: number;
  material: string;
  color: string;
  ral: string;
  patina: string;
  glass: string;
  layout: string;
  varnish: string;
  packaging: string;
  info: string;
};

/** A dealer's demo cabinet: clients, companies, managers and orders; comments are the dealer's or the staff's. */
export type SeedOrderBook = {
  dealerEmail: string;
  staffEmail: string;
  clients: { name: string; phone: string; email: string }[];
  companies: { name: string; inn: string }[];
  managers: { name: string; phone: string; email: string }[];
  orders: {
    status: OrderStatusCode;
    daysAgo: number;
    orderNumber: string;
    clientIndex?: number;
    companyIndex?: number;
    customStatus: string;
    percentPay: number;
    items: SeedOrderItem[];
    comments: { by: 'dealer' | 'manager'; text: string; viewed?: boolean }[];
  }[];
};
