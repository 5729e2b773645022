import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { CLIENT_NAME_TAKEN, clientInputSchema, hasSeveralCompanies, type Client } from '../../api-client/schemas/clients';
import { normalizePhone } from '../../api-client/schemas/fields';
import { requireUser } from '../auth/require-user';
import type { Database, Tx } from '../db/client';
import { clients, companies, managers, users } from '../db/schema';
import type { AppDeps, AppEnv } from '../lib/context';
import { ApiError, notFound, validate } from '../lib/errors';
import { readForm } from '../lib/form-body';
import { parseId } from '../orders/service';

type ClientRow = typeof clients.$inferSelect;

const toClient = (row: ClientRow): Client => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  comment: row.comment,
  deleted: row.deletedAt !== null,
});

/** The checked input; the phone is kept as its digits in the +7 form, as registration and the profile keep theirs. */
async function readClient(c: Context<AppEnv>) {
  const input = validate(clientInputSchema, await readForm(c));
  return { ...input, phone: normalizePhone(input.phone) };
}

/**
 * `/client`: a dealer's own clients; another dealer's client is 'not found'. The factory's staff keep no clients:
 * their list is empty and their writes are 403, since a client of theirs could be put on no order of their own.
 */
export function clientRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));
  const dealerOnly = requireUser(deps, ['dealer']);

  // Two active clients of one name could not be told apart in the order's client list. Compared here, not in SQL:
  // lower() follows the database's locale, which may leave Cyrillic as it is.
  async function refuseTakenName(tx: Tx, ownerId: number, name: string, exceptId?: number) {
    const key = name.trim().toLocaleLowerCase('ru');
    const active = await tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(eq(clients.ownerId, ownerId), isNull(clients.deletedAt)));
    if (active.some((row) => row.id !== exceptId && row.name.trim().toLocaleLowerCase('ru') === key)) {
      throw new ApiError(409, { errorMessage: CLIENT_NAME_TAKEN, errors: { name: CLIENT_NAME_TAKEN } });
    }
  }

  /**
   * Runs a write that gives a client its name with the dealer's row held, so that two at once check the names one
   * after the other. No key update: orders and other rows referring to the dealer may still be added meanwhile.
   */
  const underDealer = <T>(ownerId: number, run: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
      return run(tx);
    });

  async function change(tx: Database | Tx, ownerId: number, rawId: string, values: Partial<typeof clients.$inferInsert>, extra?: SQL) {
    const [row] = await tx
      .update(clients)
      .set(values)
      .where(and(eq(clients.id, parseId(rawId)), eq(clients.ownerId, ownerId), extra))
      .returning();
    if (!row) throw notFound();
    return toClient(row);
  }

  app.get('/', async (c) => {
    // An empty list rather than 403: the cabinet loads the lists for everyone after sign-in and in the order filters.
    if (c.var.user.role !== 'dealer') return c.json({ clients: [] });
    const withDeleted = c.req.query('deleted') === 'y';
    const rows = await db
      .select()
      .from(clients)
      .where(and(eq(clients.ownerId, c.var.user.id), withDeleted ? undefined : isNull(clients.deletedAt)))
      .orderBy(asc(clients.name), asc(clients.id));
    return c.json({ clients: rows.map(toClient) });
  });

  app.post('/', dealerOnly, async (c) => {
    const input = await readClient(c);
    const ownerId = c.var.user.id;
    const row = await underDealer(ownerId, async (tx) => {
      await refuseTakenName(tx, ownerId, input.name);
      const [created] = await tx.insert(clients).values({ ...input, ownerId }).returning();
      return created;
    });
    if (!row) throw new Error('Client was not created');
    return c.json({ client: toClient(row), message: 'Клиент добавлен' });
  });

  app.post('/:id{[0-9]+}', dealerOnly, async (c) => {
    const input = await readClient(c);
    const ownerId = c.var.user.id;
    const client = await underDealer(ownerId, async (tx) => {
      await refuseTakenName(tx, ownerId, input.name, parseId(c.req.param('id')));
      return change(tx, ownerId, c.req.param('id'), input, isNull(clients.deletedAt));
    });
    return c.json({ client, message: 'Клиент изменён' });
  });

  app.delete('/:id{[0-9]+}', dealerOnly, async (c) =>
    c.json({ client: await change(db, c.var.user.id, c.req.param('id'), { deletedAt: new Date() }, isNull(clients.deletedAt)), message: 'Клиент удалён' }),
  );

  app.post('/:id{[0-9]+}/restore', dealerOnly, async (c) => {
    const id = parseId(c.req.param('id'));
    const ownerId = c.var.user.id;
    const client = await underDealer(ownerId, async (tx) => {
      const [gone] = await tx.select({ name: clients.name }).from(clients).where(and(eq(clients.id, id), eq(clients.ownerId, ownerId)));
      if (gone) await refuseTakenName(tx, ownerId, gone.name, id);
      return change(tx, ownerId, c.req.param('id'), { deletedAt: null });
    });
    return c.json({ client, message: 'Клиент восстановлен' });
  });

  return app;
}

/** `/company` and `/manager`: lists the dealer chooses from (paths chosen in the style of `/client`). */
export function companyRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));
  app.get('/', async (c) => {
    const rows = await deps.db
      .select({ id: companies.id, name: companies.name, inn: companies.inn })
      .from(companies)
      .where(eq(companies.ownerId, c.var.user.id))
      .orderBy(asc(companies.name));
    return c.json({ companies: rows, multiple: hasSeveralCompanies(rows) });
  });
  return app;
}

export function managerRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps));
  app.get('/', async (c) => {
    const rows = await deps.db
      .select({ id: managers.id, name: managers.name, phone: managers.phone, email: managers.email })
      .from(managers)
      .where(eq(managers.ownerId, c.var.user.id))
      .orderBy(asc(managers.name));
    return c.json({ managers: rows });
  });
  return app;
}
