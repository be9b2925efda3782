/**
 * Every text the order history, an order's page and the payment's return page show. SPEC.md §2 and §8 word for word where they give them
 * (the dropdown, the empty states, 'Beli Lagi' and its alerts); the rest in the same voice.
 */
export const orderTexts = {
  screenTitle: 'Pesanan Saya',
  groupLabel: 'Status pesanan',
  groups: {
    menunggu_pembayaran: 'Menunggu Pembayaran',
    sedang_diproses: 'Sedang Diproses',
    order_history: 'Order History',
  },
  empty: {
    menunggu_pembayaran: 'Oops, Tidak ada data outstanding!',
    sedang_diproses: 'Oops, Tidak ada data paid or pending!',
    order_history: 'Oops, Tidak ada data delivered!',
  },
  emptyHint: 'Pesanan baru akan tampil di sini.',
  shopNow: 'Belanja sekarang',
  listLabel: (group: string) => `Daftar pesanan: ${group}`,
  loading: 'Memuat pesanan…',
  loadFailedTitle: 'Pesanan gagal dimuat',
  retry: 'Coba lagi',

  orderedAtLabel: 'Tanggal pesanan',
  orderedAt: (date: string, time: string) => `${date}, ${time}`,
  status: 'Status',
  payBefore: (date: string, time: string) => `Bayar sebelum ${date}, ${time}`,
  countdownLabel: 'Sisa waktu pembayaran',
  countdownAnnouncements: {
    minutesLeft: (minutes: number) => `Sisa waktu pembayaran ${minutes} menit`,
    ended: 'Waktu pembayaran habis',
  },
  payWithQris: 'Bayar dengan QRIS',
  payAtStore: 'Bayar di toko',
  payAtStoreHint: 'Tunjukkan nomor pesanan ini di kasir untuk membayar.',
  moreLines: (count: number) => `+${count} produk lainnya`,
  quantityTimesUnit: (quantity: number, unit: string) => `${quantity} × ${unit}`,
  unitPrice: 'Harga satuan',
  lineTotal: 'Subtotal',
  courier: 'Kurir',
  eta: (days: string) => `Estimasi tiba ${days} hari`,
  shipping: 'Ongkos kirim',
  itemsTotal: 'Total produk',
  total: 'Total',
  seeDetail: 'Lihat detail',
  /** Said after 'Lihat detail' to a screen reader, so each card's link names its order. */
  seeDetailWhich: (docNum: string) => `pesanan ${docNum}`,
  linesLabel: 'Produk yang dipesan',
  composition: 'Racikan',

  qrisTitle: 'Bayar dengan QRIS',
  qrisImage: (docNum: string) => `Kode QRIS untuk pesanan ${docNum}`,
  qrisAmount: 'Jumlah yang harus dibayar',
  qrisHint: 'Pindai kode QR ini dengan aplikasi e-wallet atau mobile banking yang mendukung QRIS.',
  /** The gateway's QRIS value is not a payment code for this order (src/lib/qris.ts). */
  qrisUnavailable:
    'Kode QR pembayaran tidak dapat ditampilkan. Muat ulang halaman, atau bayar lewat tombol Bayar sekarang di halaman pesanan.',

  page: {
    title: (docNum: string) => `Pesanan ${docNum}`,
    loadingTitle: 'Detail pesanan',
    back: 'Pesanan Saya',
    notFoundTitle: 'Pesanan tidak ditemukan',
    notFound:
      'Tautan ini tidak menunjuk ke pesanan di akunmu. Periksa tautannya, atau cari pesananmu di Pesanan Saya.',
    toOrders: 'Lihat Pesanan Saya',
    states: {
      unpaid: 'Menunggu Pembayaran',
      processing: 'Sedang Diproses',
      done: 'Selesai',
      expired: 'Kedaluwarsa',
    },
    notes: {
      Paid: 'Pembayaran sudah kami terima. Pesananmu sedang disiapkan.',
      Pending: 'Pembayaranmu sedang dikonfirmasi. Pesananmu disiapkan setelah itu.',
      done: 'Pesanan ini sudah selesai. Terima kasih!',
      expired: 'Waktu pembayaran pesanan ini sudah habis, jadi pesanan tidak diproses.',
    },
    /** Which payment an unpaid order waits for, as the payment provider described it. */
    awaited: {
      virtualAccount: (bank: string) => `Menunggu transfer ke virtual account ${bank}`,
      bankTransfer: 'Menunggu transfer bank',
      mandiriBill: (billerCode: string | null) =>
        billerCode
          ? `Menunggu pembayaran Mandiri Bill (kode perusahaan ${billerCode}) dengan kode bayar`
          : 'Menunggu pembayaran Mandiri Bill dengan kode bayar',
      store: (store: string) => `Menunggu pembayaran di kasir ${store} dengan kode bayar`,
      app: (app: string) => `Menunggu pembayaran lewat ${app}`,
      card: 'Menunggu verifikasi kartu kreditmu',
      cardReview: 'Pembayaran kartu kreditmu sedang ditinjau oleh penyedia pembayaran',
      started: 'Menunggu pembayaran yang sudah kamu mulai',
    },
    /** Money of a paid order that went back, as the payment provider told the shop. */
    reversals: {
      refund: 'Dana dikembalikan: seluruh pembayaran pesanan ini sudah dikembalikan kepadamu.',
      partial_refund:
        'Dana dikembalikan sebagian: sebagian pembayaran pesanan ini sudah dikembalikan kepadamu.',
      chargeback:
        'Dana ditarik kembali: bank penerbit kartumu membatalkan pembayaran pesanan ini (chargeback).',
      partial_chargeback:
        'Dana ditarik kembali sebagian: bank penerbit kartumu membatalkan sebagian pembayaran pesanan ini (chargeback).',
    },
    payNow: 'Bayar sekarang',
    paying: 'Menunggu pembayaran…',
    payFailedTitle: 'Gagal!',
    payFailed: (reason: string) => `Halaman pembayaran belum bisa dibuka. ${reason}`,
    payUnavailable:
      'Halaman pembayaran tidak dapat dibuka. Periksa koneksimu, lalu tekan Bayar sekarang lagi.',
    branchQrTitle: 'Bayar di kasir',
    // An order from an older gateway may not name its branch: then the till is any branch's.
    branchQrHint: (branch: string | null) =>
      branch
        ? `Tunjukkan kode ini ke kasir ${branch}, lalu bayar.`
        : 'Tunjukkan kode ini ke kasir, lalu bayar.',
    branchQrImage: (docNum: string) => `Kode QR pembayaran pesanan ${docNum}`,
    deliveryTitle: 'Pengiriman',
    pickupTitle: 'Diambil di cabang',
    recipient: 'Penerima',
    address: 'Alamat',
    landmark: 'Patokan',
    noLandmark: 'tidak ada patokan',
    branch: 'Cabang',
    summaryTitle: 'Ringkasan pembayaran',
  },

  finish: {
    checking: 'Memeriksa pembayaranmu…',
    failedTitle: 'Status pembayaran belum bisa diperiksa',
  },

  buyAgain: 'Beli Lagi',
  buyAgainConfirmTitle: 'Kamu yakin?',
  buyAgainConfirmMessage: 'Item dalam pembelian ini akan ditambahkan ke keranjang.',
  buyAgainConfirm: 'Ya, Tambahkan',
  buyAgainCancel: 'Tidak, Batalkan',
  buyAgainSuccessTitle: 'Berhasil!',
  buyAgainSuccessMessage: 'Item berhasil ditambahkan ke keranjang.',
  buyAgainFailureTitle: 'Gagal!',
  buyAgainFailureMessage: 'Terjadi kesalahan saat menambahkan item ke keranjang.',
  /** What a 'Beli Lagi' whose answer was lost asked for (ui's unknownOutcome). */
  buyAgainLostWhat: 'produk pesanan ini di keranjangmu',
} as const;
