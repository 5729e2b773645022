import type { Database, DatabaseKind } from '../db/client';
import type { AppConfig } from './config';
import type { Logger } from './logger';
import type { Mailer } from './mail';
import type { FileStorage } from '../storage/file-storage';

export type UserRole = 'dealer' | 'manager';

/** The signed-in user of a cabinet call, as `requireUser` puts it on the context. */
export type AuthUser = { id: number; email: string; role: UserRole };

/** What every route module is built from. */
export type AppDeps = { db: Database; kind: DatabaseKind; logger: Logger; config: AppConfig; mailer: Mailer; storage: FileStorage };

/**
 * `requestId` is the request's (request-log.ts); `user` is set by requireUser, and with it, when asked for, the
 * version of that user's order list (backend/orders/list-cache.ts); `uploadDirs` are the request's temporary upload
 * folders (form-body.ts).
 */
export type AppEnv = { Variables: { user: AuthUser; orderListVersion?: number; requestId: string; uploadDirs?: string[] } };
