import type { Hono } from 'hono';
import { LinearRouter } from 'hono/router/linear-router';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods an app's routes take at a path, for a 405's Allow (HEAD with GET); none when no route has the path.
 * Read from the app's routes on first use, when all are registered; middleware (method ALL) is no route.
 */
export function allowedMethodsOf(app: Hono): (path: string) => string[] {
  let router: LinearRouter<true> | undefined;
  return (path) => {
    if (!router) {
      router = new LinearRouter<true>();
      for (const route of app.routes) if (route.method !== 'ALL') router.add(route.method, route.path, true);
    }
    const found = router;
    const allowed = METHODS.filter((method) => found.match(method, path)[0].length > 0);
    return allowed.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
  };
}
