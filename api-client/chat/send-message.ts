import { apiRequest } from '../http';
import { chatSendResponseSchema, type ChatSms } from '../schemas/chat';

/** Spec §8: a failed or non-'ok' send gives false; the caller adds the message only on true. */
export async function sendChatMessage(data: ChatSms['data']): Promise<boolean> {
  const form = new FormData();
  form.set('sms', JSON.stringify({ data }));
  try {
    const response = await apiRequest('tgwebchat/send_message', { schema: chatSendResponseSchema, body: form, location: null });
    return response.data === 'ok';
  } catch {
    return false;
  }
}
