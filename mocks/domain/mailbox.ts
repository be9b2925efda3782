import { db } from '../store/collections';
import { newAlias } from '../store/ids';

/**
 * The mock's outbox: what a real gateway would send (an e-mail, or a WhatsApp or SMS message
 * to a phone), shown in the dev panel's mailbox and read by the e2e runner through
 * `GET /__test/mail`. `to` is an e-mail address or a phone; `link` a storefront path.
 */
export async function sendMail(
  to: string,
  subject: string,
  body: string,
  link: string | null = null,
): Promise<void> {
  await db.mailbox.create({ id: newAlias('mail'), to, subject, body, link, sentAt: Date.now() });
}

/** The 6-digit code in the newest message sent to `phone` (WhatsApp or SMS), or null. */
export function lastCodeSentTo(phone: string): string | null {
  const [newest] = db.mailbox
    .findMany((q) => q.where({ to: phone }))
    .sort((a, b) => b.sentAt - a.sentAt);
  return /\b\d{6}\b/.exec(newest?.body ?? '')?.[0] ?? null;
}
