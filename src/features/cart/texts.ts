/**
 * Every text the cart shows. SPEC.md §2, §4 and §8 word for word where they give them
 * ('Lanjutkan', 'Belanja lagi', 'Bayar di toko', 'Kirim ke rumah', 'Terdapat perubahan
 * harga!', the delete failure); the rest in the same voice.
 */
export const cartTexts = {
  title: 'Keranjang',
  lineCount: (count: number) => `${count} produk`,
  loading: 'Memuat keranjang…',
  listLabel: 'Isi keranjang',

  emptyTitle: 'Keranjangmu masih kosong',
  emptyMessage: 'Yuk, pilih kopi favoritmu dan masukkan ke keranjang.',
  shopNow: 'Mulai belanja',

  loadFailedTitle: 'Keranjang gagal dimuat',
  retry: 'Coba lagi',

  showDetail: (product: string) => `Lihat detail ${product}`,
  unitPrice: 'Harga satuan',
  perUnit: (unit: string) => `per ${unit}`,
  lineTotal: 'Subtotal',
  composition: 'Racikan',
  grind: 'Tingkat penggilingan',
  options: 'Pilihan',
  priceChangedBadge: 'Harga berubah',
  previousPrice: (price: string) => `sebelumnya ${price}`,
  unavailableBadge: 'Tidak tersedia',

  remove: (product: string) => `Hapus ${product}`,
  confirmTitle: 'Kamu yakin?',
  removeQuestion: (product: string) => `${product} akan dihapus dari keranjang.`,
  removeConfirm: 'Ya, Hapus',
  cancel: 'Tidak, Batalkan',
  successTitle: 'Berhasil!',
  removed: (product: string) => `${product} berhasil dihapus dari keranjang.`,
  failureTitle: 'Gagal!',
  /** A removal whose answer was lost (ui's unknownOutcome). */
  removeLostWhat: 'penghapusan produk ini',
  removeFailed: (product: string) =>
    `Terjadi kesalahan saat menghapus ${product}. Coba beberapa saat lagi.`,

  quantity: {
    label: (product: string) => `Jumlah ${product}`,
    decrease: (product: string) => `Kurangi jumlah ${product}`,
    increase: (product: string) => `Tambah jumlah ${product}`,
    tooSmall: 'Jumlah minimal 1.',
    tooLarge: 'Jumlah maksimal 99.',
    notANumber: 'Jumlah hanya boleh berisi angka 1 sampai 99.',
    empty: 'Jumlah tidak boleh kosong.',
    kept: (quantity: number) => `Jumlahnya tetap ${quantity}.`,
    unsaved: 'Jumlah ini belum tersimpan.',
    saving: 'Menyimpan jumlah…',
    saved: 'Jumlah tersimpan',
    retrySave: 'Coba lagi',
  },

  summaryTitle: 'Ringkasan belanja',
  total: 'Total',
  continue: 'Lanjutkan',
  shopMore: 'Belanja lagi',
  unsavedBeforeContinue:
    'Ada jumlah yang belum tersimpan. Tekan "Coba lagi" pada produknya, lalu lanjutkan.',
  checkFailed: 'Harga belum bisa diperiksa.',

  shipping: {
    loading: 'Menghitung estimasi ongkir…',
    estimate: (label: string) => `Estimasi ongkir ke ${label}:`,
    from: 'mulai',
    atCheckout: 'Ongkir dihitung saat checkout',
    noAddress: 'Tambah alamat pengiriman untuk melihat estimasi ongkir.',
    addAddress: 'Tambah alamat',
  },

  priceCheck: {
    title: 'Terdapat perubahan harga!',
    changed: (lines: string) => `Harga terbaru: ${lines}.`,
    changedLine: (product: string, price: string) => `${product} kini ${price}`,
    updated: 'Keranjangmu sudah memakai harga terbaru.',
    notUpdated: 'Harga terbaru belum tersimpan di keranjang. Tekan "Lanjutkan" sekali lagi.',
    unavailable: (products: string) => `${products} tidak tersedia lagi.`,
    removeUnavailable: 'Hapus yang tidak tersedia',
    noticeUnavailable: (count: number) =>
      count === 1 ? '1 produk tidak tersedia lagi.' : `${count} produk tidak tersedia lagi.`,
    noticeChanged: (count: number) =>
      `Harga ${count} produk berubah; keranjangmu sudah memakai harga terbaru.`,
    removedUnavailable: 'Produk yang tidak tersedia sudah dihapus dari keranjang.',
    removeUnavailableFailed: (products: string) =>
      `Terjadi kesalahan saat menghapus ${products}. Coba beberapa saat lagi.`,
  },

  purchaseType: {
    title: 'Mau belanja dengan cara apa?',
    inStore: 'Bayar di toko',
    inStoreHint: 'Ambil di cabang pilihanmu dan bayar dengan QRIS di sana.',
    delivery: 'Kirim ke rumah',
    deliveryHint: 'Dikirim kurir ke alamatmu, bayar online sekarang.',
  },

  detail: {
    unit: 'Satuan',
    price: 'Harga',
    productPage: 'Lihat halaman produk',
    customBlend: 'Blend racikanmu sendiri',
    flavour: 'Profil rasa',
  },

  suggestions: 'Mungkin kamu juga suka',
} as const;
