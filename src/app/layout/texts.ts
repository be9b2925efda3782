import { CHECK_CONNECTION } from '@/lib/connectionTexts';
import { SHOP_NAME, SHOP_SINCE } from '@/lib/shop';

/** Texts of the shell, word for word from SPEC.md §2 (Layout) where it gives them. */
export const shellTexts = {
  brand: SHOP_NAME,
  home: 'Home',
  products: 'Products',
  blogs: 'Blogs',
  login: 'Login',
  profile: 'Saya',
  createBlend: 'Buat Blend Kopi Kamu',
  /** Null while the count is not known yet: no number rather than a wrong 0. */
  cart: (count: number | null) => (count === null ? 'Keranjang' : `Keranjang (${count})`),
  cartButtonLabel: (count: number | null) =>
    count === null ? 'Keranjang' : `Keranjang, ${count} item`,
  mobileHome: 'Home',
  mobileProducts: 'Produk',
  mobileBlend: 'Blend',
  mobileBlogs: 'Blogs',
  search: 'Cari produk',
  skipToContent: 'Langsung ke konten utama',
  /** Shown above a pre-rendered page by a browser with JavaScript off. */
  needsJavaScript:
    'Toko ini membutuhkan JavaScript. Aktifkan JavaScript di browser Anda untuk berbelanja.',
  mainNav: 'Navigasi utama',
  mobileNav: 'Navigasi bawah',
  footerShops: 'Belanja juga di',
  footerAbout:
    'Kopi pilihan dari kebun-kebun Nusantara, disangrai setiap minggu dan dikirim ke seluruh Indonesia.',
  /** Reopens the analytics notice (src/features/analytics). */
  privacySettings: 'Pengaturan privasi',
  copyright: `© ${SHOP_SINCE} ${SHOP_NAME}. Hak cipta dilindungi.`,
} as const;

/** What a screen that failed to render shows instead, with a way on (issue 13, faults). */
export const screenErrorTexts = {
  title: 'Halaman ini gagal ditampilkan',
  body: 'Maaf, terjadi kesalahan di halaman ini. Coba lagi, atau kembali ke Beranda.',
  chunkBody: `Halaman ini gagal dimuat. ${CHECK_CONNECTION}`,
  retry: 'Coba lagi',
  home: 'Kembali ke Beranda',
} as const;
