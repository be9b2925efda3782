import { pageTitle } from '@/lib/pageTitle';
import { routes } from '@/lib/paths';

// Each route's name in the browser's title, from its screen's Indonesian heading ('Keranjang ·
// Kopi Nusantara'), by the route table's pattern; a route without one has the shop's. A screen
// that knows a better one once its data is there (a product, an order) sets it itself
// (usePageTitle). Loaded on demand, so it adds nothing to the first load
// (app/routes.tsx); the build writes them into the pre-rendered pages (app/prerender.tsx).

export const routeTitles: Record<string, string> = {
  [routes.products]: 'Produk',
  [routes.partnership]: 'Partnership',
  [routes.blogs]: 'Blog',
  [routes.blogDetail]: 'Blog',
  [routes.blendIntro]: 'Buat Blend Kopi Kamu',
  [routes.blendStep]: 'Buat Blend Kopi Kamu',
  [routes.login]: 'Login',
  [routes.register]: 'Daftar',
  [routes.passwordReset]: 'Lupa password',
  [routes.completeProfile]: 'Lengkapi profil',
  [routes.activation]: 'Aktivasi akun',
  [routes.userProfile]: 'Profil',
  [routes.profile]: 'Profil',
  [routes.user]: 'Profil',
  [routes.editProfile]: 'Ubah profil',
  [routes.cart]: 'Keranjang',
  [routes.checkout]: 'Checkout',
  [routes.selectBranch]: 'Pilih cabang',
  [routes.address]: 'Alamat pengiriman',
  [routes.addressForm]: 'Tambah alamat',
  [routes.addressFormEdit]: 'Ubah alamat',
  [routes.orderHistory]: 'Riwayat pesanan',
  [routes.paymentFinish]: 'Pembayaran',
};

/** The browser's title of a route of the table (by its pattern). */
export function routeTitleOf(pattern: string): string {
  return pageTitle(routeTitles[pattern]);
}
