import type { CustomerProfile } from '@/api/customer';

/** Siti as the gateway answers her profile, for tests and stories that change one thing about her. */
export const sitiProfile: CustomerProfile = {
  id: 1,
  alias: 'cus-siti-rahayu',
  membershipCode: 'CUST-000101',
  userId: 'usr-081234567890',
  firstName: 'Siti',
  lastName: 'Rahayu',
  emailAddress: 'siti.rahayu@example.com',
  mobileNumber: '081234567890',
  joinDate: '20240315',
  birthday: '19920817',
  password: null,
  addresses: [],
};
