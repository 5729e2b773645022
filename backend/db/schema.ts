import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MenuItem, SiteProperties } from '../../api-client/schemas/content';
import type { Characteristics } from '../../api-client/schemas/catalog';
import type { CalcDraft } from '../../api-client/schemas/calculator';
import type { RekData, ReklamationStatusCode } from '../../api-client/schemas/reklamation';
import type { Seo } from '../../api-client/schemas/common';
import type { LocationListResponse, Shedule } from '../../api-client/schemas/info';

export type LocationType = LocationListResponse['locations'][number]['type'];

export type StoredOffer = { id: number; title: string; price: number | null; unit: string };
export type StoredSpecification = { title: string; value: string };

export const optionTypes = pgTable('option_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
});

export const materials = pgTable('materials', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  typeId: integer('type_id')
    .notNull()
    .references(() => optionTypes.id),
  img: text('img').notNull(),
  hex: text('hex').notNull().default(''),
});

export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  typeId: integer('type_id')
    .notNull()
    .references(() => optionTypes.id),
  img: text('img').notNull(),
  hex: text('hex').notNull().default(''),
});

export const patinas = pgTable('patinas', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  img: text('img').notNull(),
  hex: text('hex').notNull().default(''),
});

export const glasses = pgTable('glasses', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  img: text('img').notNull(),
});

export const glassLayouts = pgTable('glass_layouts', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  glassId: integer('glass_id')
    .notNull()
    .references(() => glasses.id),
});

export const finishCoatings = pgTable('finish_coatings', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
});

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    img: text('img').notNull().default(''),
    seo: jsonb('seo').$type<Seo>().notNull().default({}),
    sort: integer('sort').notNull().default(500),
  },
  (t) => [index('sections_sort_idx').on(t.sort, t.id)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    type: text('type').notNull().default(''),
    img: text('img').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    /** Base price in whole roubles for price factor 1; null when sold on request. */
    price: integer('price'),
    unit: text('unit').notNull().default(''),
    showPrice: boolean('show_price').notNull().default(true),
    offers: jsonb('offers').$type<StoredOffer[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<StoredSpecification[]>().notNull().default([]),
    characteristics: jsonb('characteristics').$type<Characteristics>().notNull().default({}),
    content: text('content').notNull().default(''),
    materialReferenceDescription: text('material_reference_description').notNull().default(''),
    colorReferenceDescription: text('color_reference_description').notNull().default(''),
    seo: jsonb('seo').$type<Seo>().notNull().default({}),
    forClient: boolean('for_client').notNull().default(false),
    sort: integer('sort').notNull().default(500),
  },
  (t) => [
    uniqueIndex('products_section_code_idx').on(t.sectionId, t.code),
    index('products_section_sort_idx').on(t.sectionId, t.sort, t.id),
  ],
);

/** One row per colour of a material a product is made in; patinas of that colour hang off it. */
export const productMaterialColors = pgTable(
  'product_material_colors',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('pmc_product_material_color_idx').on(t.productId, t.materialId, t.colorId)],
);

export const productMaterialColorPatinas = pgTable(
  'product_material_color_patinas',
  {
    productMaterialColorId: integer('product_material_color_id')
      .notNull()
      .references(() => productMaterialColors.id, { onDelete: 'cascade' }),
    patinaId: integer('patina_id')
      .notNull()
      .references(() => patinas.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productMaterialColorId, t.patinaId] })],
);

export const productDefaultMaterials = pgTable(
  'product_default_materials',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.materialId] })],
);

export const productDefaultColors = pgTable(
  'product_default_colors',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colorId] })],
);

export const productFinishCoatings = pgTable(
  'product_finish_coatings',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    finishCoatingId: integer('finish_coating_id')
      .notNull()
      .references(() => finishCoatings.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.finishCoatingId] })],
);

export const productGlassLayouts = pgTable(
  'product_glass_layouts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    glassLayoutId: integer('glass_layout_id')
      .notNull()
      .references(() => glassLayouts.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.glassLayoutId] })],
);

export const productAdditional = pgTable(
  'product_additional',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    additionalId: integer('additional_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.additionalId] })],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    priceFactor: doublePrecision('price_factor').notNull().default(1),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    sort: integer('sort').notNull().default(500),
  },
  (t) => [index('cities_sort_idx').on(t.sort, t.id)],
);

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    adress: text('adress').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    shedule: jsonb('shedule').$type<Shedule>().notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [index('shops_city_idx').on(t.cityId, t.id)],
);

/** The demo data's groups once seeded (backend/seed/load.ts): never seeded again, whatever is removed later. */
export const seedGroups = pgTable('seed_groups', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Site-wide options: a single row, id always 1. */
export const siteProperties = pgTable('site_properties', {
  id: integer('id').primaryKey().default(1),
  data: jsonb('data').$type<SiteProperties>().notNull(),
});

export const menus = pgTable('menus', {
  name: text('name').primaryKey(),
  items: jsonb('items').$type<MenuItem[]>().notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    // Tokens carry it; a changed or reset password moves it on, which ends every session signed with the old one.
    sessionVersion: integer('session_version').notNull().default(0),
    name: text('name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    secondName: text('second_name').notNull().default(''),
    city: text('city').notNull().default(''),
    company: text('company').notNull().default(''),
    role: text('role').notNull(),
    // The profile's access code (spec §3); null takes the role's default.
    accessCode: text('access_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Accounts: the profile's settings (spec section 3, user profile); false is the spec's 0.
    confirmed: boolean('confirmed').notNull().default(true),
    deliveryCity: text('delivery_city').notNull().default(''),
    subscribeNews: boolean('subscribe_news').notNull().default(false),
    subscribeOrder: boolean('subscribe_order').notNull().default(true),
    showGuide: boolean('show_guide').notNull().default(true),
    showCalculator: boolean('show_calculator').notNull().default(true),
    hidePay: boolean('hide_pay').notNull().default(false),
    newOrderlist: boolean('new_orderlist').notNull().default(true),
    calculatorImport: boolean('calculator_import').notNull().default(false),
    defaultPack: text('default_pack').notNull().default(''),
    ecp: boolean('ecp').notNull().default(false),
    testmode: boolean('testmode').notNull().default(false),
    expnotify: boolean('expnotify').notNull().default(true),
    nopaynotify: boolean('nopaynotify').notNull().default(true),
    tgnotify: boolean('tgnotify').notNull().default(false),
    tgid: text('tgid').notNull().default(''),
    tgSubscribeCode: text('tg_subscribe_code'),
    /** The code links a Telegram chat only until then: six digits must not stay guessable for long. */
    tgSubscribeCodeExpiresAt: timestamp('tg_subscribe_code_expires_at', { withTimezone: true }),
    /** A new sign-in e-mail waiting for its link to be followed (REQUIRE_EMAIL_CONFIRMATION): a typo must not lose recovery. */
    pendingEmail: text('pending_email'),
    /** The privacy text the registration was agreed to (152-ФЗ art. 9); null for accounts made by staff or the seed. */
    consentVersion: text('consent_version').references(() => consentTexts.version),
  },
  (t) => [
    index('users_phone_idx').on(t.phone),
    // A phone signs in like an e-mail, so two accounts must not share its digits, even when registered at once.
    uniqueIndex('users_phone_digits_key').on(sql`regexp_replace(${t.phone}, '\\D', '', 'g')`).where(sql`${t.phone} <> ''`),
  ],
);

/** The stock panel above the header; the newest active one with a blog section is shown. */
export const stockOffers = pgTable(
  'stock_offers',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    sectionSlug: text('section_slug').notNull().default(''),
    slug: text('slug').notNull().default(''),
    buttonText: text('button_text').notNull().default(''),
    buttonLink: text('button_link').notNull().default(''),
    showButton: boolean('show_button').notNull().default(true),
    bgImage: text('bg_image').notNull().default(''),
    bgColor: text('bg_color').notNull().default(''),
    bgOpacity: doublePrecision('bg_opacity').notNull().default(1),
    bgAnimation: text('bg_animation').notNull().default(''),
    shine: boolean('shine').notNull().default(false),
    bannerLink: text('banner_link').notNull().default(''),
    noHide: boolean('no_hide').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The contract allows 0..1 only, so the site would reject anything else.
    check('stock_offers_bg_opacity_check', sql`${t.bgOpacity} >= 0 and ${t.bgOpacity} <= 1`),
    index('stock_offers_active_created_idx').on(t.active, t.createdAt, t.id),
  ],
);

/** Popup modal contents; ids are the CMS's, since footer links refer to them. */
export const customContents = pgTable('custom_contents', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
});

/** Russian cities and regions for the location search; search_name is the lower-case, ё-less form. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').$type<LocationType>().notNull(),
    searchName: text('search_name').notNull(),
  },
  (t) => [
    check('locations_type_check', sql`${t.type} in ('city', 'region')`),
    uniqueIndex('locations_name_type_idx').on(t.name, t.type),
    index('locations_search_name_idx').on(t.searchName),
  ],
);

// ---- Shared services: mail queue and uploaded files ----

export type OutboxAttachment = { fileId: number; filename: string };

/** Every e-mail the backend sends is queued here first, so a failing relay loses nothing. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** A visitor's plain e-mail address, so that answering a form letter writes to the visitor, not to MAIL_FROM. */
    replyTo: text('reply_to'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not tried before then: an instance sending the letter pushes it ahead, so a crash mid-send only delays it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.id)],
);

/** Files uploaded through forms, orders and comments; the bytes live in the storage folder under storage_key. */
export const storedFiles = pgTable('stored_files', {
  id: serial('id').primaryKey(),
  storageKey: text('storage_key').notNull().unique(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  kind: text('kind').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Accounts: one-time codes of a user (password reset checkwords, e-mail confirmation) ----

/** Only the SHA-256 of a code is kept; a code works once and until it expires. */
export const userCodes = pgTable(
  'user_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_codes_purpose_check', sql`${t.purpose} in ('password', 'confirm', 'email')`),
    index('user_codes_user_idx').on(t.userId, t.purpose),
    uniqueIndex('user_codes_hash_idx').on(t.codeHash),
  ],
);

// ---------------------------------------------------------------- Public content (issue 5): blog, gallery, pages

export type StoredTag = { code: string; title: string };
/** A block of a fixed page: a heading (vheader with its inner tag) or CMS HTML. */
export type StoredPageBlock =
  | { type: 'vheader'; inner: 'h2' | 'h3'; id: string; value: string }
  | { type: 'html'; value: string };
export type StoredTeaser = { title: string; text: string; link: string; img: string };

export const blogSections = pgTable(
  'blog_sections',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    seo: jsonb('seo').$type<Seo>().notNull().default({}),
    sort: integer('sort').notNull().default(500),
  },
  (t) => [index('blog_sections_sort_idx').on(t.sort, t.id)],
);

export const blogArticles = pgTable(
  'blog_articles',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => blogSections.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    preview: text('preview').notNull().default(''),
    content: text('content').notNull().default(''),
    img: text('img').notNull().default(''),
    tags: jsonb('tags').$type<StoredTag[]>().notNull().default([]),
    seo: jsonb('seo').$type<Seo>().notNull().default({}),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('blog_articles_section_code_idx').on(t.sectionId, t.code),
    index('blog_articles_published_idx').on(t.publishedAt, t.id),
  ],
);

export const galleryInteriors = pgTable('gallery_interiors', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(500),
});

export const galleryCollections = pgTable('gallery_collections', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(500),
});

/** A finished interior: which model, material, colour and patina it is made in, for the gallery's filters. */
export const solutions = pgTable(
  'solutions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    img: text('img').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id),
    patinaId: integer('patina_id').references(() => patinas.id),
    interiorId: integer('interior_id')
      .notNull()
      .references(() => galleryInteriors.id),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => galleryCollections.id),
    sort: integer('sort').notNull().default(500),
  },
  (t) => [index('solutions_sort_idx').on(t.sort, t.id), index('solutions_product_idx').on(t.productId)],
);

/** Fixed pages (main, about, contact): seo, HTML and ordered blocks. */
export const pages = pgTable('pages', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  blocks: jsonb('blocks').$type<StoredPageBlock[]>().notNull().default([]),
  teasers: jsonb('teasers').$type<StoredTeaser[]>().notNull().default([]),
  seo: jsonb('seo').$type<Seo>().notNull().default({}),
});

/** CMS content pages of the catch-all routes; path is the URL without slashes at the ends, e.g. 'uslugi/zamer'. */
export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  path: text('path').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  seo: jsonb('seo').$type<Seo>().notNull().default({}),
  sort: integer('sort').notNull().default(500),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A branch's own page text (contacts/{filial}). */
export const filialContents = pgTable('filial_contents', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  content: text('content').notNull().default(''),
  seo: jsonb('seo').$type<Seo>().notNull().default({}),
});

// ---- Public forms: submissions and newsletter subscriptions ----

/**
 * Every privacy text (site properties' privacyName and privacyText) a consent was given to, kept for good: the
 * operator must prove which text a person agreed to (152-ФЗ art. 9 part 3). No personal data.
 */
export const consentTexts = pgTable('consent_texts', {
  /** The first 16 hex digits of sha256(name + "\n" + text), backend/lib/consent.ts. */
  version: text('version').primaryKey(),
  name: text('name').notNull(),
  text: text('text').notNull(),
  firstGivenAt: timestamp('first_given_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every public form a visitor sends, kept whole so that nothing is lost if the mail to the factory fails. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
    clientAddress: text('client_address').notNull(),
    /** The browser's key for this send: a retry after a lost answer finds the submission instead of mailing again. */
    requestKey: text('request_key'),
    /** The privacy text the sender's consent box was ticked to; null for submissions older than migration 0033. */
    consentVersion: text('consent_version').references(() => consentTexts.version),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('form_submissions_request_key_idx').on(t.type, t.requestKey),
    check('form_submissions_type_check', sql`${t.type} in ('callback', 'feedback', 'order', 'resume', 'product_request', 'review')`),
    index('form_submissions_type_created_idx').on(t.type, t.createdAt),
  ],
);

/** Newsletter subscribers; the e-mail is stored lower-case, so one address subscribes once. */
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  clientAddress: text('client_address').notNull(),
  /** The privacy text the subscription was agreed to; null for subscriptions older than migration 0033. */
  consentVersion: text('consent_version').references(() => consentTexts.version),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
// ---- Orders: dealers' clients, companies and managers, orders with items and files, comments ----

/** A dealer's own customers; deleted ones are kept (deleted_at) so that they can be restored. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('clients_owner_idx').on(t.ownerId, t.name)],
);

/** The legal entities a dealer orders under. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    inn: text('inn').notNull().default(''),
  },
  (t) => [index('companies_owner_idx').on(t.ownerId, t.name)],
);

/** The factory's managers who look after a dealer. */
export const managers = pgTable(
  'managers',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
  },
  (t) => [index('managers_owner_idx').on(t.ownerId, t.name)],
);

export type OrderStatusCode = 'n' | 'ch' | 'wt' | 'rq' | 'ip' | 'ep' | 'sp' | 'cn';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull().references(() => users.id),
    status: text('status').$type<OrderStatusCode>().notNull().default('n'),
    customStatus: text('custom_status').notNull().default(''),
    orderNumber: text('order_number').notNull().default(''),
    headNumber: text('head_number').notNull().default(''),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    notation: text('notation').notNull().default(''),
    subscribe: boolean('subscribe').notNull().default(false),
    checked: boolean('checked').notNull().default(false),
    checkUsers: jsonb('check_users').$type<string[]>().notNull().default([]),
    // Who checked, beside their names: a user's second check is refused, another user's is not.
    checkUserIds: integer('check_user_ids').array().notNull().default(sql`'{}'::integer[]`),
    productionStart: date('production_start'),
    productionEnd: date('production_end'),
    productionDays: integer('production_days').notNull().default(0),
    percentPay: integer('percent_pay').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    sourceFileId: integer('source_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    invoiceFileId: integer('invoice_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    accountingId: text('accounting_id'),
    /** The browser's key for one «Создать заказ» (calculator, Excel) or «Создать черновик»: a retry after a lost answer finds this order. */
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_dealer_request_key_idx').on(t.dealerId, t.requestKey),
    check('orders_status_check', sql`${t.status} in ('n', 'ch', 'wt', 'rq', 'ip', 'ep', 'sp', 'cn')`),
    // The list: one dealer's (or, for staff, every) order by date, optionally by status. Ascending keys serve both
    // sort directions by scanning backwards; a DESC NULLS LAST key could serve neither (ORDER BY ... DESC is NULLS FIRST).
    index('orders_dealer_created_idx').on(t.dealerId, t.createdAt, t.id),
    index('orders_dealer_status_created_idx').on(t.dealerId, t.status, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    // A client's rename bumps the order lists of the dealers whose orders name it (order_list_versions' trigger).
    index('orders_client_idx').on(t.clientId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    num: integer('num').notNull(),
    name: text('name').notNull(),
    height: integer('height').notNull(),
    width: integer('width').notNull(),
    unit: text('unit').notNull().default('шт.'),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    info: text('info').notNull().default(''),
    model: text('model').notNull().default(''),
    glass: text('glass').notNull().default(''),
    material: text('material').notNull().default(''),
    layout: text('layout').notNull().default(''),
    color: text('color').notNull().default(''),
    ral: text('ral').notNull().default(''),
    varnish: text('varnish').notNull().default(''),
    patina: text('patina').notNull().default(''),
    packaging: text('packaging').notNull().default(''),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.num)],
);

export const orderFiles = pgTable(
  'order_files',
  {
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').notNull().references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.fileId] })],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull().references(() => users.id),
    replyTo: integer('reply_to'),
    text: text('text').notNull(),
    /** The browser's key for one «Отправить»: a retry after a lost answer finds this comment. */
    requestKey: text('request_key'),
    /** When the dealer's Telegram hears of this staff comment, unless read in the cabinet by then; null: nothing to send. */
    telegramDueAt: timestamp('telegram_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_order_idx').on(t.orderId, t.id),
    uniqueIndex('comments_author_request_key_idx').on(t.authorId, t.requestKey),
    index('comments_telegram_due_idx').on(t.telegramDueAt).where(sql`${t.telegramDueAt} is not null`),
  ],
);

/** Who has seen which comment: a comment is unread for everyone but its author until they mark it viewed. */
export const commentViews = pgTable(
  'comment_views',
  {
    commentId: integer('comment_id').notNull().references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

export const commentFiles = pgTable(
  'comment_files',
  {
    commentId: integer('comment_id').notNull().references(() => comments.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').notNull().references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.fileId] })],
);

// ---- Notifications, real-time stream bindings and the web chat (issue 10) ----

/** A notification to one user; a priority one blocks the cabinet with its modal until read or until priority_until. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized HTML as the author wrote it; the plain text is derived from it for lists. */
    html: text('html').notNull().default(''),
    priority: boolean('priority').notNull().default(false),
    priorityUntil: timestamp('priority_until', { withTimezone: true }),
    shownotify: boolean('shownotify').notNull().default(false),
    test: boolean('test').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * When it is due in the user's linked Telegram chat (set when the user had it on at creation); null once sent or
     * given up. Taking it for sending moves it on by a lease, so an instance that stops before the send leaves it to another.
     */
    telegramDueAt: timestamp('telegram_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_telegram_due_idx').on(t.telegramDueAt).where(sql`${t.telegramDueAt} is not null`),
  ],
);

/** Which signed-in user a browser's stream id belongs to (sse/setUser); shared by every backend process. */
export const streamBindings = pgTable(
  'stream_bindings',
  {
    uid: text('uid').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stream_bindings_user_idx').on(t.userId)],
);

/** One visitor's web chat, keyed by the browser's session id (the sbs cookie). */
export const chatConversations = pgTable('chat_conversations', {
  sid: text('sid').primaryKey(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ChatAuthor = 'user' | 'manager';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    sid: text('sid')
      .notNull()
      .references(() => chatConversations.sid, { onDelete: 'cascade' }),
    author: text('author').$type<ChatAuthor>().notNull(),
    text: text('text').notNull(),
    /** The id of the Telegram message that carried a visitor's text, so a reply to it finds the conversation. */
    telegramMessageId: integer('telegram_message_id'),
    /** The visitor's own `date` of the message: with the text, it knows a send repeated after a lost answer. */
    sentAt: integer('sent_at'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_messages_author_check', sql`${t.author} in ('user', 'manager')`),
    index('chat_messages_sid_idx').on(t.sid, t.id),
    index('chat_messages_telegram_idx').on(t.telegramMessageId),
    // md5 of the text: a 2,000-character Russian text is over the size a b-tree key may have.
    uniqueIndex('chat_messages_resend_idx').on(t.sid, t.sentAt, sql`md5(${t.text})`).where(sql`${t.sentAt} is not null`),
  ],
);

// ---- Calculator (issue 9): each user's calculator draft, saved as it is typed ----

/** One draft per user: the calculator restores it on any device, and a dropped connection loses nothing. */
export const calculatorStates = pgTable('calculator_states', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<CalcDraft>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Claims (issue 9): a dealer's claims about defects in shipped orders, their files and status history ----

/** Numbers of sent claims (Р-00001, …): taken when a claim is sent, so deleted drafts leave no gaps. */
export const reklamationNumberSeq = pgSequence('reklamation_number_seq');

/** One claim; a dealer has at most one draft, which becomes a numbered claim when sent. */
export const reklamations = pgTable(
  'reklamations',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReklamationStatusCode>().notNull().default('draft'),
    number: text('number'),
    /** Set when sent, so lists and downloads find the claim's order without reading its JSON. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<RekData>(),
    // Counts the draft's saves: a tab saving over a newer save of another tab is refused instead of wiping it.
    dataVersion: integer('data_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('reklamations_status_check', sql`${t.status} in ('draft', 'sent', 'review', 'accepted', 'rejected', 'closed')`),
    // Two tabs opening the page at once still share one draft.
    uniqueIndex('reklamations_one_draft_idx').on(t.dealerId).where(sql`${t.status} = 'draft'`),
    index('reklamations_dealer_sent_idx').on(t.dealerId, t.sentAt.desc()),
    // The staff's list: every dealer's claims, newest first (read backwards), paged after the last one shown.
    index('reklamations_sent_idx').on(t.sentAt, t.id),
  ],
);

export const reklamationFiles = pgTable(
  'reklamation_files',
  {
    reklamationId: integer('reklamation_id')
      .notNull()
      .references(() => reklamations.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reklamationId, t.fileId] }), index('reklamation_files_file_idx').on(t.fileId)],
);

/** Every status a claim has had, with the factory's note: the dealer sees the whole course. */
export const reklamationHistory = pgTable(
  'reklamation_history',
  {
    id: serial('id').primaryKey(),
    reklamationId: integer('reklamation_id')
      .notNull()
      .references(() => reklamations.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReklamationStatusCode>().notNull(),
    comment: text('comment').notNull().default(''),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reklamation_history_claim_idx').on(t.reklamationId, t.id)],
);

// ─── Issue 11: rate limits shared by every backend instance ─────────────────────────────────────────────────

/**
 * Fixed-window counters (form and chat limits, sign-in locks) keyed by limit name and client address or login.
 * A window starts with its first hit and ends at `resetAt`; rows past it are swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** Jobs only one instance may run at a time (Telegram's getUpdates): the holder renews its lease while it works. */
export const serviceLeases = pgTable('service_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// ─── Issue 8: order list versions, bumped by the database's triggers (migration order-list-triggers) ──────────

/**
 * One row per dealer (scope = the dealer's user id): its version grows with every committed change to what that dealer's
 * order list shows, so every backend instance can tell whether its cached list is still current with one key lookup.
 */
export const orderListVersions = pgTable('order_list_versions', {
  scope: integer('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
