import { serverMessageOf } from '@/api-client/http';
import { getQueryClient } from '@/api-client/query-client';
import { confirmEmail } from '@/api-client/user/auth';
import { userKeys } from '@/api-client/user/keys';
import modalTexts from '@/lib/i18n/messages/modals.json';

/** The sign-in address now in use, or why the link did not work (the backend's reason, or the forms' generic error). */
export type EmailChangeOutcome = { email: string } | { error: string };

/** Loaded on demand by /sign-in?email=: follows the link mailed to a new sign-in e-mail. */
export async function confirmEmailChange(code: string): Promise<EmailChangeOutcome> {
  try {
    const { email } = await confirmEmail(code);
    // A signed-in visitor's cached profile still shows the old address and the pending one.
    void getQueryClient().invalidateQueries({ queryKey: userKeys.profile() });
    return { email };
  } catch (error) {
    return { error: serverMessageOf(error) ?? modalTexts.error.formMessage };
  }
}
