import { readFileSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_PAGE_SIZE,
  productResponseSchema,
  sectionPageResponseSchema,
  sectionsResponseSchema,
} from '../../api-client/schemas/catalog';
import { customContentResponseSchema } from '../../api-client/schemas/content';
import { blogAlertResponseSchema, locationListResponseSchema, STOCK_BOUNCE_ANIMATION } from '../../api-client/schemas/info';
import { createApp } from '../../backend/app';
import { UNCHECKED } from '../../backend/routes/orders';
import { hashPassword, verifyPassword } from '../../backend/auth/password';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../backend/db/client';
import { createLogger } from '../../backend/lib/logger';
import * as t from '../../backend/db/schema';
import { seedData } from '../../backend/seed/data';
import { seedMissing } from '../../backend/seed/load';
import { setupDatabase } from '../../backend/setup';
import type { SeedData } from '../../backend/seed/types';
import { seedFixture } from './fixtures/seed-fixture';
import { createEmptyDatabase, createTestDatabase, TEST_DRIVERS } from './helpers/test-db';

async function rowCount(db: Database, table: PgTable) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('password hashing', () => {
  it('hashes with a random salt and verifies', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[^$]+\$[^$]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('wrong horse', first)).toBe(false);
  });

  it.each(['', 'plain', 'scrypt$1$2$3$$', 'bcrypt$16384$8$1$c2FsdA==$aGFzaA==', 'scrypt$x$8$1$c2FsdA==$aGFzaA=='])(
    'rejects the malformed stored value %s',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );
});

describe.each(TEST_DRIVERS)('database on %s', (kind) => {
  it('applies migrations idempotently', async () => {
    const database = await createEmptyDatabase(kind);
    try {
      await database.migrate();
      await database.migrate();
      expect(await rowCount(database.db, t.sections)).toBe(0);
    } finally {
      await database.drop();
    }
  });

  it.runIf(kind === 'postgres')('says so when it waits for another instance to finish migrating, then migrates', async () => {
    const lines: string[] = [];
    const database = await createEmptyDatabase(kind, createLogger('info', { write: (line: string) => void lines.push(line) }));
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      // Another instance's migration, as far as the lock goes (the transaction's form of the same advisory lock).
      const other = database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(724311000)`);
        holding();
        await released;
      });
      await held;
      const migrated = database.migrate();
      await expect.poll(() => lines.some((line) => line.includes('another instance is migrating'))).toBe(true);
      // Nothing migrated while the other holds the lock.
      expect(await database.db.execute(sql`select to_regclass('public.sections') is null as missing`)).toMatchObject({ rows: [{ missing: true }] });
      release();
      await other;
      await migrated;
      expect(await rowCount(database.db, t.sections)).toBe(0);
    } finally {
      await database.drop();
    }
  });

  it('seeds once and leaves a seeded database alone', async () => {
    const database = await createEmptyDatabase(kind);
    try {
      await database.migrate();
      expect(await seedMissing(database.db, seedFixture)).toEqual([
        'catalogue',
        'cities',
        'properties',
        'menus',
        'users',
        'stock offers',
        'custom contents',
        'locations',
        'blog',
        'gallery',
        'pages',
        'content pages',
        'filial contents',
      ]);
      expect(await seedMissing(database.db, seedFixture)).toEqual([]);
      expect(await rowCount(database.db, t.sections)).toBe(seedFixture.sections.length);
      expect(await rowCount(database.db, t.products)).toBe(seedFixture.products.length);
      expect(await rowCount(database.db, t.users)).toBe(seedFixture.users.length);
    } finally {
      await database.drop();
    }
  });

  it('stores users with lower-cased e-mails and verifiable password hashes', async () => {
    const database = await createTestDatabase(kind);
    try {
      const [dealer] = await database.db.select().from(t.users).where(eq(t.users.email, 'dealer@example.ru'));
      expect(dealer).toMatchObject({ role: 'dealer', lastName: 'Петров', phone: '79990000001' });
      expect(dealer?.passwordHash).not.toContain('dealer-pass-1');
      expect(await verifyPassword('dealer-pass-1', dealer?.passwordHash ?? '')).toBe(true);
    } finally {
      await database.drop();
    }
  });

  it('rolls the whole seed back when a reference is broken', async () => {
    const database = await createEmptyDatabase(kind);
    const [first, ...rest] = seedFixture.products;
    if (!first) throw new Error('The fixture has no products');
    const broken: SeedData = { ...seedFixture, products: [...rest, { ...first, defaultColors: ['no-such-color'] }] };
    try {
      await database.migrate();
      await expect(seedMissing(database.db, broken)).rejects.toThrow(/no-such-color/);
      expect(await rowCount(database.db, t.materials)).toBe(0);
      expect(await rowCount(database.db, t.sections)).toBe(0);
      expect(await rowCount(database.db, t.products)).toBe(0);
      expect(await rowCount(database.db, t.locations)).toBe(0);
      expect(await seedMissing(database.db, seedFixture)).toContain('catalogue');
    } finally {
      await database.drop();
    }
  });

  it('gives orders checked before check_user_ids (0022) their checkers, found by the names the check wrote', async () => {
    const database = await createTestDatabase(kind, seedData);
    try {
      const { db } = database;
      const [manager] = await db.select().from(t.users).where(eq(t.users.email, 'manager@example.com'));
      const [dealer] = await db.select().from(t.users).where(eq(t.users.email, 'dealer@example.com'));
      const [first, second, unchecked] = await db.select().from(t.orders).where(eq(t.orders.dealerId, dealer!.id)).orderBy(t.orders.id).limit(3);
      await db.update(t.orders).set({ checkUserIds: [] });
      await db.update(t.orders).set({ checked: true, checkUsers: ['Ирина Ковалёва'] }).where(eq(t.orders.id, first!.id));
      await db.update(t.orders).set({ checked: true, checkUsers: ['Алексей Смирнов', 'Ирина Ковалёва', 'Кто-то Ещё'] }).where(eq(t.orders.id, second!.id));
      await db.update(t.orders).set(UNCHECKED).where(eq(t.orders.id, unchecked!.id));
      const backfill = readFileSync(new URL('../../backend/db/migrations/0024_order-check-ids-backfill.sql', import.meta.url), 'utf8');
      await db.execute(sql.raw(backfill));
      const ids = async (id: number) => (await db.select({ ids: t.orders.checkUserIds }).from(t.orders).where(eq(t.orders.id, id)))[0]?.ids;
      expect(await ids(first!.id)).toEqual([manager!.id]);
      expect(await ids(second!.id)).toEqual([dealer!.id, manager!.id].sort((a, b) => a - b));
      expect(await ids(unchecked!.id)).toEqual([]);
    } finally {
      await database.drop();
    }
  });

  it('seeds a group once: what an operator has emptied or removed since stays so, the demo accounts included', async () => {
    const database = await createTestDatabase(kind, seedData);
    try {
      const { db } = database;
      await db.delete(t.orders);
      await db.delete(t.stockOffers);
      expect(await seedMissing(db, seedData)).toEqual([]);
      expect(await rowCount(db, t.orders)).toBe(0);
      expect(await rowCount(db, t.stockOffers)).toBe(0);
      // The demo accounts removed (their notifications go with them): the next start neither seeds them nor fails.
      await db.delete(t.clients);
      await db.delete(t.companies);
      await db.delete(t.managers);
      await db.delete(t.users);
      expect(await seedMissing(db, seedData)).toEqual([]);
      expect(await rowCount(db, t.users)).toBe(0);
      expect(await rowCount(db, t.notifications)).toBe(0);
    } finally {
      await database.drop();
    }
  });

  it('a database seeded before seed_groups keeps its emptied groups empty too, and seeds notifications only to accounts still there', async () => {
    const database = await createTestDatabase(kind, seedData);
    try {
      const { db } = database;
      await db.delete(t.seedGroups);
      await db.delete(t.notifications);
      await db.delete(t.stockOffers);
      await db.delete(t.users).where(eq(t.users.email, 'assistant@example.com'));
      // The first start after the upgrade: what is empty is seeded as before, and from then on recorded.
      expect(await seedMissing(db, seedData)).toEqual(['stock offers', 'notifications']);
      const addressed = await db.selectDistinct({ userId: t.notifications.userId }).from(t.notifications);
      expect(addressed.length).toBeGreaterThan(0);
      await db.delete(t.stockOffers);
      expect(await seedMissing(db, seedData)).toEqual([]);
    } finally {
      await database.drop();
    }
  });

  it('seeds no demo account where DEMO_ACCOUNTS is off, and the catalogue all the same', async () => {
    const database = await createEmptyDatabase(kind);
    try {
      await setupDatabase(database, createLogger('silent'), { BENCH_SEED_ORDERS: 10, DEMO_ACCOUNTS: false });
      expect(await rowCount(database.db, t.users)).toBe(0);
      expect(await rowCount(database.db, t.orders)).toBe(0);
      expect(await rowCount(database.db, t.notifications)).toBe(0);
      expect(await rowCount(database.db, t.products)).toBeGreaterThanOrEqual(40);
    } finally {
      await database.drop();
    }
  });

  it('loads the real demo dataset', async () => {
    const database = await createTestDatabase(kind, seedData);
    try {
      const { db } = database;
      expect(await rowCount(db, t.sections)).toBeGreaterThanOrEqual(5);
      expect(await rowCount(db, t.products)).toBeGreaterThanOrEqual(40);
      const citiesWithShops = await db.selectDistinct({ cityId: t.shops.cityId }).from(t.shops);
      expect(await rowCount(db, t.cities)).toBe(5);
      expect(citiesWithShops).toHaveLength(5);
      const users = await db.select({ email: t.users.email, role: t.users.role, accessCode: t.users.accessCode }).from(t.users);
      expect(users.map((u) => [u.role, u.accessCode]).sort()).toEqual([['dealer', null], ['dealer', 'bm_user'], ['manager', null]]);
      // A gallery card's name is its title and its image's alt: each names the model after the room.
      const untitled = (await db.select({ title: t.solutions.title }).from(t.solutions)).filter(({ title }) => !/^[^:]+: \S/.test(title));
      expect(untitled).toEqual([]);

      // Every page and product of the real dataset must satisfy the contract the site parses.
      const app = createApp({ db, kind, logger: createLogger('silent') });
      const { sections } = sectionsResponseSchema.parse(await (await app.request('/api/v1/catalog/sections/')).json());
      for (const section of sections) {
        const pageCount = Math.max(1, Math.ceil(section.productCount / CATALOG_PAGE_SIZE));
        for (let page = 1; page <= pageCount; page++) {
          const res = await app.request(`/api/v1/catalog/${section.code}/?page=${page}`);
          const { products } = sectionPageResponseSchema.parse(await res.json());
          for (const product of products) {
            const detail = await app.request(`/api/v1/catalog/${section.code}/${product.code}/`);
            expect(detail.status).toBe(200);
            productResponseSchema.parse(await detail.json());
          }
        }
      }
      for (const path of ['/api/v1/content/get_properties', '/api/v1/content/get_menu_structure?menuname=footermenu', '/api/v1/info/shops/']) {
        expect((await app.request(path)).status).toBe(200);
      }

      const { alert } = blogAlertResponseSchema.parse(await (await app.request('/api/v1/info/blogalert/')).json());
      expect(alert).toMatchObject({ sectionSlug: 'akcii', slug: 'skidka-15-na-fasady-modena', bgAnimation: STOCK_BOUNCE_ANIMATION });
      // Every popup the footer opens must have its content.
      for (const link of seedData.properties.footerLinks.filter((l) => l.wlc)) {
        const res = await app.request(`/api/v1/content/get_custom_content/${link.wlv}`);
        expect(customContentResponseSchema.parse(await res.json()).title).toBe(link.wlt.split('#')[0]);
      }
      const { locations } = locationListResponseSchema.parse(await (await app.request('/api/v1/info/locationlist?type=region')).json());
      expect(locations.map((l) => l.name)).toContain('Московская область');
      for (const city of seedData.cities) {
        const res = await app.request(`/api/v1/info/locationlist?name=${encodeURIComponent(city.title)}&type=city`);
        expect(locationListResponseSchema.parse(await res.json()).locations).toHaveLength(1);
      }
    } finally {
      await database.drop();
    }
  });
});
