import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { contactType, maskedPhone, normalizePhone } from '../../api-client/schemas/fields';
import {
  ACCOUNT_EXISTS_EMAIL_MESSAGE,
  ACCOUNT_EXISTS_PHONE_MESSAGE,
  CHECKWORD_MESSAGE,
  confirmByTokenRequestSchema,
  EDITABLE_FLAGS,
  EMAIL_LINK_MESSAGE,
  emailChangeSentMessage,
  emailConfirmRequestSchema,
  LOGIN_FAILED_MESSAGE,
  LOGIN_UNCONFIRMED_MESSAGE,
  loginRequestSchema,
  OLD_PASSWORD_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_REQUEST_MESSAGE,
  passwordChangeSchema,
  passwordConfirmSchema,
  passwordRequestSchema,
  PROFILE_SAVED_MESSAGE,
  profileUpdateSchema,
  REGISTERED_CONFIRM_MESSAGE,
  REGISTERED_MESSAGE,
  registerRequestSchema,
  userDataRequestSchema,
  type ConfirmByTokenResponse,
  type EmailConfirmResponse,
  type MessageResponse,
  type PasswordChangeResponse,
  type Profile,
  type ProfileUpdateResponse,
  type RegisterResponse,
  type TgSubscribeCodeResponse,
  type TokenResponse,
} from '../../api-client/schemas/user';
import { createLoginThrottle } from '../auth/login-throttle';
import { hashPassword, verifyPassword } from '../auth/password';
import { isUserRole, requireUser } from '../auth/require-user';
import { signToken } from '../auth/tokens';
import type { Database, Tx } from '../db/client';
import { userCodes, users } from '../db/schema';
import { requireCaptcha } from '../lib/captcha';
import { clientAddress } from '../lib/client-address';
import { recordConsent } from '../lib/consent';
import type { AppDeps, AppEnv, UserRole } from '../lib/context';
import { ApiError, fieldError, INVALID_TOKEN_MESSAGE, sqlState, UNIQUE_VIOLATION, validate } from '../lib/errors';
import { readForm } from '../lib/form-body';
import { rateLimit } from '../lib/rate-limit';
import { issueSubscriptionCode } from '../lib/telegram-subscriptions';
import { orderFactsOf } from '../orders/service';

type UserRow = typeof users.$inferSelect;
type CodePurpose = 'password' | 'confirm' | 'email';

/** A checkword is typed by hand from the letter; the confirmation codes only travel in links (their letters say 7 days). */
const CODE_TTL_MS: Record<CodePurpose, number> = { password: 60 * 60_000, confirm: 7 * 24 * 3600_000, email: 7 * 24 * 3600_000 };
const FORM_WINDOW_MS = 15 * 60_000;

/** Spec §6 withholds the modal from bm_user alone, so that code is an account's own (users.access_code), not every dealer's. */
const DEFAULT_ACCESS_CODES: Record<UserRole, string> = { dealer: 'bm_dealer', manager: 'bm_manager' };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const asFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const storedPhone = (phone: string) => normalizePhone(phone);
const phoneDigitsSql = sql`regexp_replace(${users.phone}, '\\D', '', 'g')`;

/** Phones are compared by their digits in the +7 form, e-mails case-insensitively. */
function loginKey(login: string): string {
  return contactType(login) === 'phone' ? normalizePhone(login) : login.trim().toLowerCase();
}

async function findByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const where =
    contactType(login) === 'phone' ? eq(phoneDigitsSql, normalizePhone(login)) : eq(sql`lower(${users.email})`, login.toLowerCase());
  const [user] = await db.select().from(users).where(where).limit(1);
  return user;
}

async function findById(db: Database, id: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new ApiError(401, { errorMessage: INVALID_TOKEN_MESSAGE });
  return user;
}

/** 409 naming the field of an e-mail or phone another account already has. */
async function assertUnique(db: Database, email: string, phone: string, exceptId?: number): Promise<void> {
  const others = exceptId === undefined ? undefined : ne(users.id, exceptId);
  const [taken] = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(and(or(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(phoneDigitsSql, storedPhone(phone))), others))
    .limit(1);
  if (!taken) return;
  const field = taken.email.toLowerCase() === email.toLowerCase() ? 'email' : 'phone';
  const message = field === 'email' ? ACCOUNT_EXISTS_EMAIL_MESSAGE : ACCOUNT_EXISTS_PHONE_MESSAGE;
  throw fieldError(409, field, message);
}

/** A write of the account's e-mail and phone that lost a race for either to another request gets the same 409. */
async function writeUnique<T>(db: Database, email: string, phone: string, exceptId: number | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) await assertUnique(db, email, phone, exceptId);
    throw error;
  }
}

function tokenFor(config: AppDeps['config'], user: UserRow) {
  if (!isUserRole(user.role)) throw new ApiError(401, { errorMessage: LOGIN_FAILED_MESSAGE });
  return signToken(config, { id: user.id, role: user.role, name: user.name, lastName: user.lastName, sessionVersion: user.sessionVersion });
}

function toProfile(user: UserRow, orderFacts: { count: number; last: string | null }): Profile {
  return {
    id: user.id,
    name: user.name,
    last_name: user.lastName,
    second_name: user.secondName,
    phone: user.phone,
    email: user.email,
    city: user.city === 'undefined' ? '' : user.city,
    company: user.company,
    role: user.accessCode ?? (isUserRole(user.role) ? DEFAULT_ACCESS_CODES[user.role] : user.role),
    subscribe_news: asFlag(user.subscribeNews),
    subscribe_order: asFlag(user.subscribeOrder),
    show_guide: asFlag(user.showGuide),
    show_calculator: asFlag(user.showCalculator),
    hide_pay: asFlag(user.hidePay),
    new_orderlist: asFlag(user.newOrderlist),
    calculator_import: asFlag(user.calculatorImport),
    last_order: orderFacts.last,
    orders_count: orderFacts.count,
    default_pack: user.defaultPack,
    ecp: asFlag(user.ecp),
    testmode: asFlag(user.testmode),
    expnotify: asFlag(user.expnotify),
    nopaynotify: asFlag(user.nopaynotify),
    tgnotify: asFlag(user.tgnotify),
    tgid: user.tgid,
    delivery_city: user.deliveryCity === 'undefined' ? '' : user.deliveryCity,
    pending_email: user.pendingEmail,
  };
}

async function voidCodes(tx: Tx, userId: number, purpose: CodePurpose, now = new Date()): Promise<void> {
  await tx
    .update(userCodes)
    .set({ usedAt: now })
    .where(and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose), isNull(userCodes.usedAt)));
}

/** Issues a new one-time code, voiding the user's earlier ones of the same purpose; only its hash is kept. */
async function issueCode(tx: Tx, userId: number, purpose: CodePurpose, code: string): Promise<void> {
  // The user's row is held first: of two requests at once, the second voids the first's code instead of missing it.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const now = new Date();
  await voidCodes(tx, userId, purpose, now);
  await tx.insert(userCodes).values({ userId, purpose, codeHash: sha256(code), expiresAt: new Date(now.getTime() + CODE_TTL_MS[purpose]) });
}

/** Marks a valid code used and returns its user id; the update's condition makes a second use fail even when racing. */
async function useCode(tx: Database, purpose: CodePurpose, code: string, userId?: number): Promise<number | null> {
  const [row] = await tx
    .update(userCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userCodes.codeHash, sha256(code)),
        eq(userCodes.purpose, purpose),
        isNull(userCodes.usedAt),
        gt(userCodes.expiresAt, new Date()),
        userId === undefined ? undefined : eq(userCodes.userId, userId),
      ),
    )
    .returning({ userId: userCodes.userId });
  return row?.userId ?? null;
}

export function userRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, config, logger, mailer } = deps;
  const app = new Hono<AppEnv>();
  const throttle = createLoginThrottle(db);
  const auth = requireUser(deps);
  // Account forms keep their own limits, unless FORM_RATE_LIMIT is set above them (the e2e run registers many dealers).
  const formLimit = (name: string, limit: number) =>
    rateLimit(deps, { name, limit: Math.max(limit, config.formRateLimit.limit), windowMs: FORM_WINDOW_MS });

  const accountKey = (id: number) => `user:${id}`;
  /** A letter on a change of the account's e-mail or password, so its owner learns of one they did not make. */
  async function noticeAccountChange(to: string, name: string, what: string[]): Promise<void> {
    await mailer.queue({
      to,
      subject: 'Изменение данных входа на сайте «Фасадия»',
      text: [`Здравствуйте, ${name}!`, '', ...what, '', 'Если это сделали не вы, восстановите пароль по ссылке «Забыли пароль?» на странице входа:', `${config.siteUrl}/sign-in`].join('\n'),
    });
    void mailer.deliverPending();
  }
  async function countAttempt(c: Context, key: string, address: string): Promise<void> {
    const locked = await throttle.attempt(key, address);
    if (!locked) return;
    c.header('Retry-After', String(Math.ceil(locked.retryAfterMs / 1000)));
    throw new ApiError(429, { errorMessage: locked.message });
  }

  app.post('/login', async (c) => {
    const { login, password } = validate(loginRequestSchema, await readForm(c));
    const user = await findByLogin(db, login);
    // One lock per account, whether its e-mail or its phone is typed; an unknown login is counted as typed.
    const key = user ? accountKey(user.id) : loginKey(login);
    const address = clientAddress(c, config.trustedProxies);
    await countAttempt(c, key, address);
    if (!user || !isUserRole(user.role) || !(await verifyPassword(password, user.passwordHash))) {
      throw new ApiError(401, { errorMessage: LOGIN_FAILED_MESSAGE });
    }
    await throttle.succeed(key, address);
    if (!user.confirmed) throw new ApiError(403, { errorMessage: LOGIN_UNCONFIRMED_MESSAGE });
    return c.json<TokenResponse>(await tokenFor(config, user));
  });

  app.post('/register', formLimit('register', 10), requireCaptcha(config, logger), async (c) => {
    const input = validate(registerRequestSchema, await readForm(c));
    await assertUnique(db, input.email, input.phone);
    const passwordHash = await hashPassword(input.password);
    const confirmCode = config.requireEmailConfirmation ? randomBytes(24).toString('base64url') : null;
    const user = await writeUnique(db, input.email, input.phone, undefined, () => db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          phone: storedPhone(input.phone),
          passwordHash,
          name: input.name,
          lastName: input.last_name,
          secondName: input.second_name,
          city: input.city,
          company: input.company,
          role: 'dealer',
          subscribeNews: input.subscribe === 'y',
          confirmed: confirmCode === null,
          // The form says pressing «Зарегистрироваться» accepts the privacy terms it links to.
          consentVersion: await recordConsent(tx),
        })
        .returning();
      if (!created) throw new Error('User was not created');
      if (confirmCode) {
        await issueCode(tx, created.id, 'confirm', confirmCode);
        await mailer.queue(
          {
            to: created.email,
            subject: 'Подтверждение регистрации на сайте «Фасадия»',
            text: [
              `Здравствуйте, ${created.name}!`,
              '',
              'Для завершения регистрации перейдите по ссылке:',
              `${config.siteUrl}/sign-in?confirm=${confirmCode}`,
              'Ссылка действует 7 дней. Если она устарела, восстановите пароль: смена пароля по письму тоже подтверждает регистрацию.',
              '',
              `Ваш логин: ${created.email}`,
            ].join('\n'),
          },
          tx,
        );
      }
      return created;
    }));
    if (confirmCode) {
      void mailer.deliverPending();
      return c.json<RegisterResponse>({ message: REGISTERED_CONFIRM_MESSAGE, confirm: true });
    }
    return c.json<RegisterResponse>({ message: REGISTERED_MESSAGE, confirm: false, ...(await tokenFor(config, user)) });
  });

  app.post('/confirm_by_token', formLimit('confirm', 20), async (c) => {
    const { token } = validate(confirmByTokenRequestSchema, await readForm(c));
    const user = await db.transaction(async (tx) => {
      const userId = await useCode(tx, 'confirm', token);
      if (userId === null) return null;
      const [confirmed] = await tx.update(users).set({ confirmed: true }).where(eq(users.id, userId)).returning();
      return confirmed ?? null;
    });
    if (!user) throw new ApiError(400, { errorMessage: CHECKWORD_MESSAGE });
    return c.json<ConfirmByTokenResponse>({ result: 'ok', ...(await tokenFor(config, user)) });
  });

  // The link of the letter sent to a new sign-in e-mail (REQUIRE_EMAIL_CONFIRMATION): public, as the visitor may be signed out.
  app.post('/email/confirm', formLimit('email-confirm', 20), async (c) => {
    const { token } = validate(emailConfirmRequestSchema, await readForm(c));
    const taken = () => new ApiError(400, { errorMessage: ACCOUNT_EXISTS_EMAIL_MESSAGE });
    const change = await db
      .transaction(async (tx) => {
        const userId = await useCode(tx, 'email', token);
        if (userId === null) return null;
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user?.pendingEmail) return null;
        const email = user.pendingEmail;
        // Checked again: another account may have taken the address since the letter; throwing keeps the code and the pending address.
        const [other] = await tx.select({ id: users.id }).from(users).where(and(eq(sql`lower(${users.email})`, email), ne(users.id, userId))).limit(1);
        if (other) throw taken();
        await tx.update(users).set({ email, pendingEmail: null }).where(eq(users.id, userId));
        return { oldEmail: user.email, email, name: user.name };
      })
      .catch((error: unknown) => {
        throw sqlState(error) === UNIQUE_VIOLATION ? taken() : error;
      });
    if (!change) throw new ApiError(400, { errorMessage: EMAIL_LINK_MESSAGE });
    await noticeAccountChange(change.oldEmail, change.name, [`E-mail для входа в кабинет изменён на ${change.email}.`]);
    return c.json<EmailConfirmResponse>({ result: 'ok', email: change.email });
  });

  app.post('/password/request', formLimit('password-request', 5), async (c) => {
    const { email } = validate(passwordRequestSchema, await readForm(c));
    const user = await findByLogin(db, email);
    // The same answer whether or not the e-mail is known, so the form cannot be used to find accounts.
    if (user) {
      const checkword = randomBytes(6).toString('hex').toUpperCase();
      await db.transaction(async (tx) => {
        await issueCode(tx, user.id, 'password', checkword);
        await mailer.queue(
          {
            to: user.email,
            subject: 'Восстановление пароля на сайте «Фасадия»',
            text: [
              `Здравствуйте, ${user.name}!`,
              '',
              'Вы запросили смену пароля. Ваши регистрационные данные:',
              `Логин (e-mail): ${user.email}`,
              `Телефон: ${maskedPhone(user.phone)}`,
              `Контрольная строка: ${checkword}`,
              '',
              `Введите e-mail, контрольную строку и новый пароль на странице ${config.siteUrl}/password-reset`,
              'Контрольная строка действует один час и только один раз.',
              'Если вы не запрашивали смену пароля, просто проигнорируйте это письмо.',
            ].join('\n'),
          },
          tx,
        );
      });
      void mailer.deliverPending();
    }
    return c.json<MessageResponse>({ message: PASSWORD_REQUEST_MESSAGE });
  });

  app.post('/password/confirm', formLimit('password-confirm', 10), async (c) => {
    const { email, checkword, password } = validate(passwordConfirmSchema, await readForm(c));
    const user = await findByLogin(db, email);
    const passwordHash = await hashPassword(password);
    const changed =
      user &&
      (await db.transaction(async (tx) => {
        const userId = await useCode(tx, 'password', checkword.toUpperCase(), user.id);
        if (userId === null) return false;
        // The checkword came to the account's mailbox, as the confirmation link does: a dealer whose link was lost
        // or expired is confirmed here (registering again is refused, the e-mail being taken).
        await tx.update(users).set({ passwordHash, confirmed: true, sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, userId));
        return true;
      }));
    if (!changed) throw new ApiError(400, { errorMessage: CHECKWORD_MESSAGE, errors: { checkword: CHECKWORD_MESSAGE } });
    return c.json<MessageResponse>({ message: PASSWORD_CHANGED_MESSAGE });
  });

  app.post('/password', auth, async (c) => {
    const input = validate(passwordChangeSchema, await readForm(c));
    const user = await findById(db, c.var.user.id);
    // The current password is guessed here as at sign-in (a session left open): the same lock counts both.
    const key = accountKey(user.id);
    const address = clientAddress(c, config.trustedProxies);
    await countAttempt(c, key, address);
    if (!(await verifyPassword(input.old_password, user.passwordHash))) {
      throw new ApiError(400, { errorMessage: OLD_PASSWORD_MESSAGE, errors: { old_password: OLD_PASSWORD_MESSAGE } });
    }
    await throttle.succeed(key, address);
    const [changed] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.new_password), sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, user.id))
      .returning();
    if (!changed) throw new ApiError(401, { errorMessage: INVALID_TOKEN_MESSAGE });
    await noticeAccountChange(changed.email, changed.name, ['Пароль для входа в кабинет изменён.']);
    // This session goes on with a new token; every other one has to sign in with the new password.
    return c.json<PasswordChangeResponse>({ message: PASSWORD_CHANGED_MESSAGE, ...(await tokenFor(config, changed)) });
  });

  app.get('/profile', auth, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const [user, orderFacts] = await Promise.all([findById(db, c.var.user.id), orderFactsOf(db, c.var.user)]);
    return c.json<Profile>(toProfile(user, orderFacts));
  });

  app.post('/profile', auth, async (c) => {
    const input = validate(profileUpdateSchema, await readForm(c));
    const userId = c.var.user.id;
    await assertUnique(db, input.email, input.phone, userId);
    const before = await findById(db, userId);
    const email = input.email.toLowerCase();
    // With confirmation on, a new sign-in e-mail waits for its link (a typo must not lose recovery); the current one sent back cancels it.
    const confirming = config.requireEmailConfirmation;
    const pending = confirming && email !== before.email.toLowerCase() ? { email, code: randomBytes(24).toString('base64url') } : null;
    const flags: Partial<Record<(typeof EDITABLE_FLAGS)[number], boolean>> = {};
    for (const key of EDITABLE_FLAGS) if (input[key]) flags[key] = input[key] === 'y';
    const user = await writeUnique(db, input.email, input.phone, userId, () => db.transaction(async (tx) => {
      const [saved] = await tx
        .update(users)
        .set({
          name: input.name,
          lastName: input.last_name,
          secondName: input.second_name,
          phone: storedPhone(input.phone),
          ...(confirming ? { pendingEmail: pending?.email ?? null } : { email }),
          city: input.city,
          company: input.company,
          deliveryCity: input.delivery_city,
          ...(flags.subscribe_news === undefined ? {} : { subscribeNews: flags.subscribe_news }),
          ...(flags.subscribe_order === undefined ? {} : { subscribeOrder: flags.subscribe_order }),
          ...(flags.show_guide === undefined ? {} : { showGuide: flags.show_guide }),
          ...(flags.show_calculator === undefined ? {} : { showCalculator: flags.show_calculator }),
          ...(flags.expnotify === undefined ? {} : { expnotify: flags.expnotify }),
          ...(flags.nopaynotify === undefined ? {} : { nopaynotify: flags.nopaynotify }),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!saved) throw new ApiError(401, { errorMessage: INVALID_TOKEN_MESSAGE });
      if (pending) {
        // One live link per account: a newer change replaces the address and the code of an earlier one.
        await issueCode(tx, userId, 'email', pending.code);
        await mailer.queue(
          {
            to: pending.email,
            subject: 'Подтверждение e-mail на сайте «Фасадия»',
            text: [
              `Здравствуйте, ${saved.name}!`,
              '',
              'Этот адрес указан как новый e-mail для входа в личный кабинет на сайте «Фасадия». Чтобы он стал логином, перейдите по ссылке:',
              `${config.siteUrl}/sign-in?email=${pending.code}`,
              'Ссылка действует 7 дней. До перехода по ней для входа и восстановления пароля служит прежний e-mail.',
              '',
              'Если вы не меняли e-mail, просто проигнорируйте это письмо.',
            ].join('\n'),
          },
          tx,
        );
      } else if (confirming && before.pendingEmail) {
        await voidCodes(tx, userId, 'email');
      }
      return saved;
    }));
    if (pending) {
      void mailer.deliverPending();
      return c.json<ProfileUpdateResponse>({ ...(await tokenFor(config, user)), message: emailChangeSentMessage(pending.email) });
    }
    // The old address hears of it: a session left open elsewhere could move the account to another e-mail.
    if (before.email !== user.email) {
      await noticeAccountChange(before.email, user.name, [`E-mail для входа в кабинет изменён на ${user.email}.`]);
    }
    return c.json<ProfileUpdateResponse>({ ...(await tokenFor(config, user)), message: PROFILE_SAVED_MESSAGE });
  });

  app.get('/get_tg_subscribe_code', auth, async (c) => {
    const code = await issueSubscriptionCode(db, c.var.user.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json<TgSubscribeCodeResponse>({ code });
  });

  app.post('/data', auth, async (c) => {
    const input = validate(userDataRequestSchema, await readForm(c));
    await db
      .update(users)
      .set({
        ...(input.tgnotify === undefined ? {} : { tgnotify: input.tgnotify === 'y' }),
        ...(input.tgid === undefined ? {} : { tgid: input.tgid }),
      })
      .where(eq(users.id, c.var.user.id));
    return c.json({ result: 'ok' as const });
  });

  return app;
}
