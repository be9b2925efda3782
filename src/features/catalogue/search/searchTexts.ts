/**
 * The texts of the catalogue's one search (issue 38): the field, results, filters and order,
 * in plain Indonesian in the shop's voice. Apart from the catalogue's texts, so the search's
 * words download with the search, not with the catalogue's first render.
 */
export const searchTexts = {
  label: 'Cari produk',
  placeholder: 'Cari kopi, minuman, drip…',
  loading: 'Mencari produk…',
  resultsHeading: 'Hasil pencarian',
  count: (shown: number, query: string) =>
    query ? `${shown} produk untuk "${query}"` : `${shown} produk`,
  title: (query: string) => (query ? `Cari "${query}"` : 'Filter produk'),
  noResultTitle: 'Yah, kopinya belum ketemu',
  noResult: (query: string) =>
    query
      ? `Tidak ada produk yang cocok dengan "${query}". Coba kata lain atau hapus filternya.`
      : 'Tidak ada produk yang cocok dengan filter ini. Coba hapus filternya.',
  clearFilters: 'Hapus semua filter',
  clearSearch: 'Hapus pencarian',
  topProducts: 'Mungkin kamu suka',
  filtersHeading: 'Filter',
  openFilters: (chosen: number) => (chosen ? `Filter (${chosen})` : 'Filter'),
  apply: 'Terapkan',
  reset: 'Reset',
  any: 'Semua',
  valueWithCount: (label: string, count: number) => `${label} (${count})`,
  facets: {
    kategori: 'Kategori',
    jenis: 'Jenis biji',
    asal: 'Asal',
    rasa: 'Rasa',
    harga: 'Harga',
  },
  flavours: {
    'body-tebal': 'Body tebal',
    'body-ringan': 'Body ringan',
    'asam-segar': 'Asam segar',
    'asam-rendah': 'Asam rendah',
    manis: 'Manis',
    'pahit-kuat': 'Pahit kuat',
    'pahit-ringan': 'Pahit ringan',
  },
  prices: {
    'sampai-50rb': 'Sampai Rp50.000',
    '50rb-100rb': 'Rp50.000 – Rp100.000',
    'di-atas-100rb': 'Di atas Rp100.000',
  },
  sortLabel: 'Urutkan',
  sorts: {
    relevan: 'Paling cocok',
    termurah: 'Harga terendah',
    termahal: 'Harga tertinggi',
    nama: 'Nama (A–Z)',
  },
} as const;
