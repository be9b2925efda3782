/**
 * Every text the checkout shows. SPEC.md §2, §5 and §8 word for word where they give them
 * ('Lanjut Pembayaran', 'Silahkan pilih alamat pengiriman kamu terlebih dahulu ya!', 'Lihat
 * data invoice', the payment error with its typo corrected); the rest in the same voice.
 */
export const checkoutTexts = {
  title: 'Checkout',
  loading: 'Memuat checkout…',
  retry: 'Coba lagi',

  cartLines: {
    loadFailedTitle: 'Keranjang gagal dimuat',
    retry: 'Coba lagi',
    emptyTitle: 'Keranjangmu masih kosong',
    emptyMessage: 'Belum ada yang bisa di-checkout. Yuk, pilih kopi favoritmu dulu.',
    shop: 'Mulai belanja',
  },

  address: {
    title: 'Alamat pengiriman',
    choose: 'Kirim ke alamat',
    loading: 'Memuat alamat…',
    loadFailed: 'Alamat gagal dimuat',
    defaultBadge: 'Alamat utama',
    landmark: 'Patokan',
    noLandmark: 'tidak ada patokan',
    add: 'Tambah alamat',
    none: 'Silahkan pilih alamat pengiriman kamu terlebih dahulu ya!',
    noneHint: 'Kamu belum punya alamat pengiriman. Tambahkan satu, lalu kembali ke sini.',
  },

  items: {
    title: 'Produk yang dibeli',
    unit: 'Satuan',
    lineTotal: 'Subtotal',
  },

  shipping: {
    title: 'Pengiriman',
    courier: 'Kurir',
    service: 'Layanan',
    couriersLoading: 'Memuat daftar kurir…',
    couriersFailed: 'Daftar kurir gagal dimuat',
    chooseCourier: 'Pilih kurir untuk melihat layanan dan ongkos kirimnya.',
    servicesLoading: 'Menghitung ongkos kirim…',
    servicesFailed: 'Ongkos kirim gagal dihitung',
    noServices: 'Kurir ini belum melayani alamat tujuan. Pilih kurir lain.',
    etd: (days: string) => `Estimasi ${days} hari`,
  },

  summary: {
    title: 'Ringkasan pembayaran',
    items: (count: number) => `Total harga (${count} produk)`,
    shipping: 'Ongkos kirim',
    shippingNotChosen: 'Pilih layanan dulu',
    total: 'Total tagihan',
    pay: 'Lanjut Pembayaran',
    needsChoices: 'Pilih alamat, kurir dan layanan pengiriman untuk lanjut ke pembayaran.',
  },

  invoice: {
    failureTitle: 'Gagal!',
    failed: 'Terjadi kesalahan saat melakukan pembayaran, silakan coba lagi nanti',
    cartChanged:
      'Isi keranjangmu berubah sejak halaman ini dibuka. Keranjang sudah dimuat ulang: periksa lagi, lalu tekan Lanjut Pembayaran.',
    addressReloaded: 'Daftar alamatmu sudah dimuat ulang.',
    /**
     * An invoice whose answer was lost (ui's unknownOutcome), and the order its retry under
     * the same key was answered with: made by the lost send.
     */
    lostWhat: 'pesananmu',
    foundTitle: 'Pesananmu sudah dibuat',
    found: 'Pesananmu sudah tercatat dan menunggu pembayaran.',
    seeOrder: 'Lihat pesanan',
  },

  payment: {
    paying: 'Menunggu pembayaran…',
    payingHint: 'Pesananmu sudah dibuat. Selesaikan pembayaran di halaman pembayaran.',
    checking: 'Memeriksa status pembayaran…',
    order: (docNum: string) => `Pesanan ${docNum}`,
    total: 'Total tagihan',
    paidTitle: 'Pembayaran berhasil',
    paidText: 'Terima kasih! Pesananmu sedang kami siapkan untuk dikirim.',
    pendingTitle: 'Pembayaranmu sedang diproses',
    pendingText:
      'Pesananmu tersimpan di "Sedang Diproses" dan dikirim setelah pembayaran dikonfirmasi.',
    unpaidTitle: 'Pembayaran belum selesai',
    unpaidText:
      'Pesananmu menunggu di "Menunggu Pembayaran". Bayar di sana dengan QRIS sebelum batas waktunya, atau coba bayar lagi sekarang.',
    unpaidAfterCallback:
      'Pembayaranmu belum kami terima. Bila kamu sudah membayar, statusnya diperbarui sebentar lagi di "Menunggu Pembayaran".',
    otherTitle: 'Status pesanan',
    otherText: (status: string) => `Status pesananmu: ${status}.`,
    unavailableTitle: 'Halaman pembayaran tidak dapat dibuka',
    unavailableText:
      'Pesananmu sudah tersimpan dan menunggu di "Menunggu Pembayaran": bayar di sana dengan QRIS, atau coba buka pembayaran lagi.',
    checkFailedTitle: 'Status pembayaran belum bisa diperiksa',
    checkFailedText: 'Pesananmu sudah tersimpan.',
    payAgain: 'Coba bayar lagi',
    seeInvoice: 'Lihat data invoice',
    shopMore: 'Belanja lagi',
  },
} as const;
