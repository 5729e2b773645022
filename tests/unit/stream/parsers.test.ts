import { describe, it } from 'vitest';
import { okResultSchema } from '@/api-client/schemas/json-field';
import { streamEventSchema } from '@/api-client/schemas/stream';
import { okResultParser, streamEventParser } from '@/api-client/stream/parsers';
import { expectSameAs, NOT_OBJECTS } from '../parser-twins';

const bad = [...NOT_OBJECTS, '♥'];

describe('stream parsers', () => {
  it('agree with streamEventSchema', () => {
    expectSameAs(streamEventParser, streamEventSchema, [
      ...bad,
      { e: 'newComment' },
      { e: 'unknown' },
      { e: 'newComment', orderId: 12, orderInCalc: false, orderCommentCount: 3, newCommentCount: 1, extra: 'dropped' },
      { e: 'newNotification', shownotify: true, message: 'Новое уведомление', date: 1_790_000_000 },
      { e: 'tgNotifyAdd', tgId: 'abc' },
      { e: 'newTgChatMessage', message: 'Здравствуйте', date: 1_790_000_000 },
      { e: 'newTgChatArchiveMessages', archivemessages: [] },
      { e: 'newTgChatArchiveMessages', archivemessages: [{ from: 'user', date: 1, message: 'a', x: 1 }, { from: 'manager', date: 2, message: 'b' }] },
      { e: 'newTgChatArchiveMessages', archivemessages: [{ from: 'bot', date: 1, message: 'a' }] },
      { e: 'newTgChatArchiveMessages', archivemessages: [{ from: 'user', date: 1.5, message: 'a' }] },
      { e: 'newTgChatArchiveMessages', archivemessages: [{ from: 'user', date: 1 }] },
      { e: 'newTgChatArchiveMessages', archivemessages: {} },
      { e: 'newTgChatArchiveMessages', archivemessages: null },
      { e: 'newComment', orderId: '12' },
      { e: 'newComment', orderId: 1.2 },
      { e: 'newComment', orderId: null },
      { e: 'newComment', orderInCalc: 'Y' },
      { e: 'newComment', orderCommentCount: 2 ** 60 },
      { e: 'newNotification', shownotify: 1 },
      { e: 'tgNotifyAdd', tgId: 5 },
      { e: 'newTgChatMessage', message: null },
      { e: 'newTgChatMessage', date: '1' },
    ]);
  });

  it('agree with okResultSchema', () => {
    expectSameAs(okResultParser, okResultSchema, [...bad, { result: 'ok' }, { result: 'ok', extra: 1 }, { result: 'error' }, { result: true }]);
  });
});
