import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_PRIORITY_SECONDS } from '../../api-client/schemas/notifications';
import { DAY_MS } from '../../lib/moscow-time';
import { hashPassword } from '../auth/password';
import type { Database, Tx } from '../db/client';
import { normalizeTitle } from '../lib/location';
import * as t from '../db/schema';
import { insertOrders } from './orders';
import type { SeedData } from './types';

/** Arbitrary constant: serializes concurrent seeders (two processes starting on one PostgreSQL). */
const SEED_LOCK_KEY = 724_311_001;

export type { Tx };

function codeMap(kind: string, rows: { id: number; code: string }[]): (code: string) => number {
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  return (code) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`Seed: unknown ${kind} '${code}'`);
    return id;
  };
}

/**
 * One kind of demo data, seeded once: when its table is empty and it was never seeded (seed_groups), so an upgraded
 * database gains new kinds, and what an operator has since emptied or removed stays so.
 */
type SeedGroup = {
  name: string;
  table: PgTable;
  insert(tx: Tx, data: SeedData, passwordHashes: () => Promise<string[]>): Promise<void>;
  /** A group the dataset has nothing for is not seeded, so its empty table is not reported on every start. */
  absent?: (data: SeedData) => boolean;
};

const SEED_GROUPS: SeedGroup[] = [
  { name: 'catalogue', table: t.sections, insert: insertCatalogue },
  { name: 'cities', table: t.cities, insert: insertCities },
  {
    name: 'properties',
    table: t.siteProperties,
    insert: async (tx, data) => {
      await tx.insert(t.siteProperties).values({ id: 1, data: data.properties });
    },
  },
  {
    name: 'menus',
    table: t.menus,
    insert: (tx, data) =>
      insertEach(Object.entries(data.menus), (rows) => tx.insert(t.menus).values(rows.map(([name, items]) => ({ name, items })))),
  },
  { name: 'users', table: t.users, insert: insertUsers, absent: (data) => data.users.length === 0 },
  {
    name: 'stock offers',
    table: t.stockOffers,
    insert: (tx, data) => insertEach(data.stockOffers, (rows) => tx.insert(t.stockOffers).values(rows)),
  },
  {
    name: 'custom contents',
    table: t.customContents,
    insert: (tx, data) => insertEach(data.customContents, (rows) => tx.insert(t.customContents).values(rows)),
  },
  {
    name: 'locations',
    table: t.locations,
    insert: (tx, data) =>
      insertEach(data.locations, (rows) =>
        tx.insert(t.locations).values(rows.map((row) => ({ ...row, searchName: normalizeTitle(row.name) }))),
      ),
  },
  { name: 'blog', table: t.blogSections, insert: insertBlog },
  { name: 'gallery', table: t.solutions, insert: insertGallery },
  {
    name: 'pages',
    table: t.pages,
    insert: (tx, data) => insertEach(data.pages, (rows) => tx.insert(t.pages).values(rows)),
  },
  {
    name: 'content pages',
    table: t.contentPages,
    insert: (tx, data) => insertEach(data.contentPages, (rows) => tx.insert(t.contentPages).values(rows)),
  },
  { name: 'filial contents', table: t.filialContents, insert: insertFilialContents },
  { name: 'orders', table: t.orders, insert: insertOrders, absent: (data) => !data.orderBooks?.length && !data.benchOrders },
  { name: 'notifications', table: t.notifications, insert: insertNotifications, absent: (data) => !data.notifications?.length },
];

async function emptyGroups(db: Database | Tx, data: SeedData): Promise<SeedGroup[]> {
  const done = new Set((await db.select({ name: t.seedGroups.name }).from(t.seedGroups)).map((row) => row.name));
  const empty: SeedGroup[] = [];
  for (const group of SEED_GROUPS) {
    if (group.absent?.(data) || done.has(group.name)) continue;
    const rows = await db.select({ one: sql<number>`1` }).from(group.table).limit(1);
    if (rows.length === 0) empty.push(group);
  }
  return empty;
}

/** Groups whose tables hold rows (seeded before seed_groups existed, or by hand) count as seeded from now on. */
async function recordFilledGroups(tx: Tx): Promise<void> {
  const done = new Set((await tx.select({ name: t.seedGroups.name }).from(t.seedGroups)).map((row) => row.name));
  for (const group of SEED_GROUPS) {
    if (done.has(group.name)) continue;
    const rows = await tx.select({ one: sql<number>`1` }).from(group.table).limit(1);
    if (rows.length > 0) await tx.insert(t.seedGroups).values({ name: group.name }).onConflictDoNothing();
  }
}

/**
 * Inserts each group of the dataset whose table is empty, all in one transaction, and returns the
 * names of the groups it seeded: a new database gets everything, an upgraded one only the new kinds.
 */
export async function seedMissing(db: Database, data: SeedData): Promise<string[]> {
  const missing = await emptyGroups(db, data);
  if (missing.length === 0) {
    const [recorded] = await db.select({ n: count() }).from(t.seedGroups);
    if ((recorded?.n ?? 0) > 0) return [];
  }
  let hashes: Promise<string[]> | undefined;
  const passwordHashes = () => (hashes ??= Promise.all(data.users.map((user) => hashPassword(user.password))));
  // Hashing is slow, so it happens before the transaction rather than while holding the lock.
  if (missing.some((group) => group.table === t.users)) await passwordHashes();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const seeded: string[] = [];
    // Checked again under the lock: another process may have seeded while this one waited.
    for (const group of await emptyGroups(tx, data)) {
      await group.insert(tx, data, passwordHashes);
      seeded.push(group.name);
    }
    await recordFilledGroups(tx);
    return seeded;
  });
}

async function insertCatalogue(tx: Tx, data: SeedData): Promise<void> {
  const returning = { id: t.optionTypes.id, code: t.optionTypes.code };
  const typeId = codeMap('option type', await tx.insert(t.optionTypes).values(data.optionTypes).returning(returning));

  const materialId = codeMap(
    'material',
    await insertMany(data.materials, (rows) =>
      tx
        .insert(t.materials)
        .values(rows.map(({ typeCode, ...m }) => ({ ...m, typeId: typeId(typeCode) })))
        .returning({ id: t.materials.id, code: t.materials.code }),
    ),
  );
  const colorId = codeMap(
    'color',
    await insertMany(data.colors, (rows) =>
      tx
        .insert(t.colors)
        .values(rows.map(({ typeCode, ...c }) => ({ ...c, typeId: typeId(typeCode) })))
        .returning({ id: t.colors.id, code: t.colors.code }),
    ),
  );
  const patinaId = codeMap(
    'patina',
    await insertMany(data.patinas, (rows) =>
      tx.insert(t.patinas).values(rows).returning({ id: t.patinas.id, code: t.patinas.code }),
    ),
  );
  const glassId = codeMap(
    'glass',
    await insertMany(data.glasses, (rows) =>
      tx.insert(t.glasses).values(rows).returning({ id: t.glasses.id, code: t.glasses.code }),
    ),
  );
  const glassLayoutId = codeMap(
    'glass layout',
    await insertMany(data.glassLayouts, (rows) =>
      tx
        .insert(t.glassLayouts)
        .values(rows.map(({ glassCode, ...l }) => ({ ...l, glassId: glassId(glassCode) })))
        .returning({ id: t.glassLayouts.id, code: t.glassLayouts.code }),
    ),
  );
  const finishCoatingId = codeMap(
    'finish coating',
    await insertMany(data.finishCoatings, (rows) =>
      tx.insert(t.finishCoatings).values(rows).returning({ id: t.finishCoatings.id, code: t.finishCoatings.code }),
    ),
  );
  const sectionId = codeMap(
    'section',
    await insertMany(data.sections, (rows) =>
      tx.insert(t.sections).values(rows).returning({ id: t.sections.id, code: t.sections.code }),
    ),
  );

  const insertedProducts = await insertMany(data.products, (rows) =>
    tx
      .insert(t.products)
      .values(
        rows.map((p) => ({
          sectionId: sectionId(p.sectionCode),
          code: p.code,
          title: p.title,
          type: p.type,
          img: p.img,
          images: p.images,
          labels: p.labels,
          price: p.price,
          unit: p.unit,
          showPrice: p.showPrice,
          offers: p.offers.map((offer, index) => ({ id: index + 1, ...offer })),
          specifications: p.specifications,
          characteristics: p.characteristics,
          content: p.content,
          materialReferenceDescription: p.materialReferenceDescription,
          colorReferenceDescription: p.colorReferenceDescription,
          seo: p.seo,
          forClient: p.forClient,
          sort: p.sort,
        })),
      )
      .returning({ id: t.products.id, code: t.products.code, sectionId: t.products.sectionId }),
  );
  const productId = productResolver(insertedProducts);

  for (const p of data.products) {
    const id = productId(p.code, sectionId(p.sectionCode));
    let pmcSort = 0;
    for (const m of p.mcp) {
      for (const c of m.colors) {
        const [pmc] = await tx
          .insert(t.productMaterialColors)
          .values({ productId: id, materialId: materialId(m.material), colorId: colorId(c.color), sort: pmcSort++ })
          .returning({ id: t.productMaterialColors.id });
        if (!pmc) throw new Error('Seed: product colour row was not inserted');
        await insertEach(c.patinas, (codes) =>
          tx
            .insert(t.productMaterialColorPatinas)
            .values(codes.map((code, sort) => ({ productMaterialColorId: pmc.id, patinaId: patinaId(code), sort }))),
        );
      }
    }
    await insertEach(p.defaultMaterials, (codes) =>
      tx.insert(t.productDefaultMaterials).values(codes.map((code, sort) => ({ productId: id, materialId: materialId(code), sort }))),
    );
    await insertEach(p.defaultColors, (codes) =>
      tx.insert(t.productDefaultColors).values(codes.map((code, sort) => ({ productId: id, colorId: colorId(code), sort }))),
    );
    await insertEach(p.finishCoatings, (codes) =>
      tx
        .insert(t.productFinishCoatings)
        .values(codes.map((code, sort) => ({ productId: id, finishCoatingId: finishCoatingId(code), sort }))),
    );
    await insertEach(p.glassLayouts, (codes) =>
      tx
        .insert(t.productGlassLayouts)
        .values(codes.map((code, sort) => ({ productId: id, glassLayoutId: glassLayoutId(code), sort }))),
    );
    await insertEach(p.additional, (codes) =>
      tx
        .insert(t.productAdditional)
        .values(codes.map((code, sort) => ({ productId: id, additionalId: productId(code, sectionId(p.sectionCode)), sort }))),
    );
  }
}

async function insertCities(tx: Tx, data: SeedData): Promise<void> {
  const cityId = codeMap(
    'city',
    await insertMany(data.cities, (rows) => tx.insert(t.cities).values(rows).returning({ id: t.cities.id, code: t.cities.code })),
  );
  await insertEach(data.shops, (rows) =>
    tx.insert(t.shops).values(rows.map(({ cityCode, ...shop }) => ({ ...shop, cityId: cityId(cityCode) }))),
  );
}

async function insertUsers(tx: Tx, data: SeedData, passwordHashes: () => Promise<string[]>): Promise<void> {
  const hashes = await passwordHashes();
  await insertEach(data.users, (rows) =>
    tx.insert(t.users).values(
      rows.map((user, index) => {
        const passwordHash = hashes[index];
        if (passwordHash === undefined) throw new Error(`Seed: no password hash for '${user.email}'`);
        return {
          email: user.email.toLowerCase(),
          phone: user.phone,
          passwordHash,
          name: user.name,
          lastName: user.lastName,
          secondName: user.secondName,
          city: user.city,
          company: user.company,
          role: user.role,
          accessCode: user.accessCode ?? null,
        };
      }),
    ),
  );
}

async function insertBlog(tx: Tx, data: SeedData): Promise<void> {
  const sectionId = codeMap(
    'blog section',
    await insertMany(data.blogSections, (rows) =>
      tx.insert(t.blogSections).values(rows).returning({ id: t.blogSections.id, code: t.blogSections.code }),
    ),
  );
  await insertEach(data.articles, (rows) =>
    tx.insert(t.blogArticles).values(rows.map(({ sectionCode, ...article }) => ({ ...article, sectionId: sectionId(sectionCode) }))),
  );
}

/** Gallery solutions refer to catalogue rows by code, so they are seeded after the catalogue. */
async function insertGallery(tx: Tx, data: SeedData): Promise<void> {
  const interiorId = codeMap(
    'interior',
    await insertMany(data.galleryInteriors, (rows) =>
      tx.insert(t.galleryInteriors).values(rows).returning({ id: t.galleryInteriors.id, code: t.galleryInteriors.code }),
    ),
  );
  const collectionId = codeMap(
    'collection',
    await insertMany(data.galleryCollections, (rows) =>
      tx.insert(t.galleryCollections).values(rows).returning({ id: t.galleryCollections.id, code: t.galleryCollections.code }),
    ),
  );
  // One after another: a transaction is one connection, which runs one query at a time (pg 9 refuses overlapping ones).
  const materialId = codeMap('material', await tx.select({ id: t.materials.id, code: t.materials.code }).from(t.materials));
  const colorId = codeMap('color', await tx.select({ id: t.colors.id, code: t.colors.code }).from(t.colors));
  const patinaId = codeMap('patina', await tx.select({ id: t.patinas.id, code: t.patinas.code }).from(t.patinas));
  const productId = codeMap(
    'product',
    await tx
      .select({ id: t.products.id, code: sql<string>`${t.sections.code} || '/' || ${t.products.code}` })
      .from(t.products)
      .innerJoin(t.sections, eq(t.sections.id, t.products.sectionId)),
  );
  await insertEach(data.solutions, (rows) =>
    tx.insert(t.solutions).values(
      rows.map((s) => ({
        title: s.title,
        description: s.description,
        img: s.img,
        productId: productId(`${s.sectionCode}/${s.productCode}`),
        materialId: materialId(s.material),
        colorId: colorId(s.color),
        patinaId: s.patina === null ? null : patinaId(s.patina),
        interiorId: interiorId(s.interior),
        collectionId: collectionId(s.collection),
        sort: s.sort,
      })),
    ),
  );
}

async function insertNotifications(tx: Tx, data: SeedData): Promise<void> {
  const rows = await tx.select({ id: t.users.id, email: t.users.email }).from(t.users);
  const userIds = new Map(rows.map((row) => [row.email, row.id]));
  const now = Date.now();
  // A demo account the operator has removed gets none (as its orders: insertOrders skips them too).
  const addressed = (data.notifications ?? []).flatMap((item) => {
    const userId = userIds.get(item.userEmail.toLowerCase());
    return userId === undefined ? [] : [{ ...item, userId }];
  });
  await insertEach(addressed, (items) =>
    tx.insert(t.notifications).values(
      items.map((item) => {
        const createdAt = new Date(now - item.daysAgo * DAY_MS);
        return {
          userId: item.userId,
          title: item.title,
          html: item.html,
          priority: item.priority ?? false,
          priorityUntil: item.priority ? new Date(now + DEFAULT_PRIORITY_SECONDS * 1000) : null,
          readAt: item.read ? createdAt : null,
          createdAt,
        };
      }),
    ),
  );
}

async function insertFilialContents(tx: Tx, data: SeedData): Promise<void> {
  const shops = await tx.select({ id: t.shops.id }).from(t.shops).orderBy(t.shops.id);
  const rows = data.filialContents.flatMap(({ shopIndex, content }) => {
    const shop = shops[shopIndex];
    return shop ? [{ shopId: shop.id, content }] : [];
  });
  await insertEach(rows, (values) => tx.insert(t.filialContents).values(values));
}

/** Drizzle refuses an empty VALUES list, so empty inputs skip the statement. */
async function insertMany<T, R>(rows: T[], insert: (rows: T[]) => PromiseLike<R[]>): Promise<R[]> {
  return rows.length === 0 ? [] : insert(rows);
}

async function insertEach<T>(rows: T[], insert: (rows: T[]) => PromiseLike<unknown>): Promise<void> {
  if (rows.length > 0) await insert(rows);
}

/** A product code is looked up in the referring product's section first, then across the catalogue if unambiguous. */
function productResolver(rows: { id: number; code: string; sectionId: number }[]): (code: string, sectionId: number) => number {
  return (code, sectionId) => {
    const matches = rows.filter((row) => row.code === code);
    const match = matches.find((row) => row.sectionId === sectionId) ?? (matches.length === 1 ? matches[0] : undefined);
    if (!match) throw new Error(`Seed: unknown or ambiguous product '${code}'`);
    return match.id;
  };
}
