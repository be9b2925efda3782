/**
 * Siti's profile as the mock gateway answers it (GET /api/Customer's shape), for the profile's
 * tests and stories that change one thing about her: the seed's own Siti, without her password
 * (never sent back) or her addresses.
 */
import { customerAccounts, SITI_ALIAS } from '@mocks/seed/customers';
import type { CustomerProfile } from '@/api/customer';

const seeded = customerAccounts.find(({ profile }) => profile.alias === SITI_ALIAS)?.profile;
if (!seeded) throw new Error('The seed has no Siti');

export const sitiProfile: CustomerProfile = { ...seeded, password: null, addresses: [] };
