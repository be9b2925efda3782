import { SHOP_EMAIL, SHOP_NAME, SHOP_WHATSAPP } from '@/lib/shop';

/** Every text of the partnership page; the shop's e-mail and WhatsApp come from lib/shop.ts. */
export const partnershipTexts = {
  eyebrow: 'Untuk kafe, kantor dan acara',
  title: 'Partnership',
  intro:
    'Punya kafe, kantor atau usaha katering? Mari bekerja sama. Kami memasok biji kopi Nusantara yang disangrai setiap minggu, drip bag untuk tamu dan karyawan, serta blend khusus yang diracik untuk menu kamu.',
  offersTitle: 'Yang bisa kita kerjakan bersama',
  offers: [
    {
      title: 'Kafe dan restoran',
      text: 'Pasokan biji kopi rutin dengan profil sangrai yang konsisten, harga grosir dan pelatihan seduh untuk barista.',
    },
    {
      title: 'Kantor',
      text: 'Biji kopi dan drip bag untuk pantry, dikirim terjadwal setiap bulan sesuai jumlah karyawan.',
    },
    {
      title: 'Hadiah dan acara',
      text: 'Drip bag dan blend dengan label nama perusahaan, pernikahan atau acaramu.',
    },
  ],
  contactTitle: 'Hubungi tim kemitraan kami',
  contactText:
    'Ceritakan sedikit tentang usahamu dan kebutuhan kopinya. Kami membalas dalam satu hari kerja.',
  emailLabel: 'Email',
  email: SHOP_EMAIL,
  whatsappLabel: 'WhatsApp',
  whatsapp: SHOP_WHATSAPP.display,
  hours: 'Senin–Jumat, 09.00–17.00 WIB',
} as const;

export const partnershipLinks = {
  email: `mailto:${partnershipTexts.email}?subject=${encodeURIComponent(`Kemitraan ${SHOP_NAME}`)}`,
  whatsapp: SHOP_WHATSAPP.href,
} as const;
