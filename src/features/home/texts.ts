import type { ShownCategoryAlias } from '@/api/catalogue';
import { CHECK_CONNECTION } from '@/lib/connectionTexts';
/** Every text of the home page; SPEC.md's own words where it gives them. */
export const homeTexts = {
  heroEyebrow: 'Roastery kopi Nusantara',
  heroTitle: 'Blend Kopimu Sendiri',
  heroTagline:
    'Pilih biji kopi dari kebun-kebun terbaik Nusantara, atur persentasenya, beri nama, lalu kami sangrai dan kemas khusus untukmu.',
  heroCta: 'Buat Blend Kopi Kamu',
  heroSecondary: 'Lihat semua produk',

  categoriesTitle: 'Mau ngopi yang mana hari ini?',
  categoriesIntro: 'Dari kopi siap minum sampai biji kopi segar yang disangrai setiap minggu.',
  categoryAction: 'Lihat produk',
  categoriesLoading: 'Memuat kategori produk…',
  categoriesErrorTitle: 'Kategori produk belum bisa dimuat',
  categoriesErrorText: CHECK_CONNECTION,
  retry: 'Coba lagi',
  categoriesEmptyTitle: 'Kategori produk belum tersedia',
  categoriesEmptyText: 'Semua produk kami tetap bisa kamu lihat di halaman Produk.',
  categoriesEmptyAction: 'Lihat produk',

  memberTitle: 'Jadi member, ngopi jadi lebih mudah',
  memberText:
    'Daftar gratis dengan nomor HP-mu. Keranjang, alamat pengiriman dan riwayat pesananmu tersimpan rapi di satu akun.',
  memberBenefits: [
    'Simpan keranjang dan alamat pengiriman',
    'Pantau pesanan dari bayar sampai tiba',
    'Racik dan pesan blend kopimu sendiri',
  ],
  memberCta: 'Daftar Sekarang!',
  customerTitle: (firstName: string | null | undefined) =>
    firstName?.trim() ? `Hai, ${firstName.trim()}!` : 'Hai, senang kamu kembali!',
  customerText:
    'Akunmu sudah aktif. Pesanan, alamat pengiriman dan profilmu bisa kamu lihat kapan saja.',
  customerCta: 'Lihat Akun Saya',

  sectionNav: 'Bagian halaman',
  sections: {
    hero: 'Blend Kopimu Sendiri',
    categories: 'Kategori produk',
    member: 'Daftar member',
  },
} as const;

/** What each shown category offers, under its name on the card. */
export const categoryBlurbs: Record<ShownCategoryAlias, string> = {
  Beverages: 'Kopi susu gula aren, es kopi dan minuman kopi siap dinikmati.',
  Drips: 'Seduh praktis di mana saja: sobek, gantung di cangkir, tuang air panas.',
  Beans: 'Biji kopi single origin Nusantara, utuh atau digiling sesuai alat seduhmu.',
};
