import { googleSubject } from '../domain/google';
import { db } from '../store/collections';
import { DEMO_PHONE } from './gateway';

/**
 * Adds a customer who signs in only with Google (no password): Siti's record under another
 * id, alias, e-mail and phone. Gives the phone they gave, the one they are found by.
 */
export async function addGoogleOnlyCustomer(customer: {
  id: number;
  alias: string;
  email: string;
  phone: string;
}): Promise<string> {
  const siti = db.customers.findFirst((q) => q.where({ mobileNumber: DEMO_PHONE }));
  if (!siti) throw new Error('The seed has no Siti');
  await db.customers.create({
    ...siti,
    id: customer.id,
    alias: customer.alias,
    userId: googleSubject(customer.email),
    emailAddress: customer.email,
    mobileNumber: customer.phone,
    password: null,
  });
  return customer.phone;
}
