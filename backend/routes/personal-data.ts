import { Hono } from 'hono';
import { personalDataRequestSchema, type PersonalDataErased, type PersonalDataReport } from '../../api-client/schemas/personal-data';
import { requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../lib/context';
import { validate } from '../lib/errors';
import { readForm } from '../lib/form-body';
import { erasePersonalData, findPersonalData } from '../lib/personal-data';
import { loggerOf } from '../lib/request-log';

/** /api/v1/personal-data: factory staff answer a person's request about their data (docs/deployment.md, 'A person's request'). */
export function personalDataRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, logger, storage } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(deps, ['manager']));

  app.post('/find', async (c) => {
    const report = await findPersonalData(db, validate(personalDataRequestSchema, await readForm(c)));
    // Counts and the staff member only: the log must not become another copy of the person's data.
    const counts = Object.fromEntries(Object.entries(report).map(([kind, found]) => [kind, found.count]));
    loggerOf(c, logger).info({ staffId: c.var.user.id, ...counts }, 'Personal data: request answered');
    return c.json<PersonalDataReport>(report);
  });

  app.post('/erase', async (c) => {
    const erased = await erasePersonalData(db, storage, validate(personalDataRequestSchema, await readForm(c)));
    loggerOf(c, logger).info({ staffId: c.var.user.id, ...erased }, 'Personal data: erased');
    return c.json<{ erased: PersonalDataErased }>({ erased });
  });

  return app;
}
