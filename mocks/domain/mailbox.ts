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
