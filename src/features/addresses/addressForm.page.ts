import type { Page } from '@/app/page';
import { routes } from '@/lib/paths';

/** The address form: a new address, or one to change (its alias in the address). */
export default {
  path: [routes.addressForm, routes.addressFormEdit],
  access: 'customer',
  screen: () => import('./AddressFormScreen'),
  title: ({ alias }) => (alias ? 'Ubah alamat' : 'Tambah alamat'),
} satisfies Page;
