import { CHECK_CONNECTION } from '@/lib/connectionTexts';

/** Every text of the blog pages; SPEC.md's own words where it gives them. */
export const blogTexts = {
  title: 'Kenali produk kami lebih jauh',
  intro:
    'Cerita dari kebun, roastery dan meja seduh kami: origin Nusantara, cara seduh dan tips menyimpan kopi.',
  readMore: 'Read more',
  loading: 'Memuat artikel…',
  errorTitle: 'Artikel belum bisa dimuat',
  errorText: CHECK_CONNECTION,
  retry: 'Coba lagi',
  emptyTitle: 'Belum ada artikel',
  emptyText: 'Artikel baru sedang kami tulis. Sementara itu, lihat kopi pilihan kami.',
  emptyAction: 'Lihat produk',
  backToList: 'Kembali ke Blogs',
  emptyBody: 'Isi artikel ini belum tersedia.',
} as const;
