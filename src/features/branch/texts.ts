import { formatIDR } from '@/lib/format';
import { SHOP_NAME } from '@/lib/shop';

/**
 * Every text of the branch screen (SPEC §2 'Select branch': a list of branches with a map
 * link; choosing one and confirming shows a QR for in-store payment), in the shop's voice.
 */
export const branchTexts = {
  title: 'Pilih cabang',
  /** Once the QR is made: the branch is chosen, what is left is paying there. */
  paidTitle: 'Bayar di toko',
  lead: 'Bayar dan ambil pesananmu di toko: pilih cabang, lalu tunjukkan kode QR ke kasir.',
  back: 'Kembali ke keranjang',
  loading: 'Memuat daftar cabang…',

  branchesLabel: `Cabang ${SHOP_NAME}`,
  mapLink: 'Lihat peta',
  mapLinkLabel: (branch: string) => `Lihat peta ${branch} (membuka tab baru)`,
  branchesFailedTitle: 'Daftar cabang gagal dimuat',
  noBranchesTitle: 'Belum ada cabang',
  noBranches: 'Pembayaran di toko belum tersedia. Pilih Kirim ke rumah dari keranjang.',
  retry: 'Coba lagi',

  summaryTitle: 'Ringkasan pesanan',
  linesLabel: 'Produk yang dibayar di toko',
  total: 'Total',
  cartLines: {
    loadFailedTitle: 'Keranjang gagal dimuat',
    retry: 'Coba lagi',
    emptyTitle: 'Keranjangmu masih kosong',
    emptyMessage: 'Tambahkan produk ke keranjang dulu, lalu bayar di toko pilihanmu.',
    shop: 'Lihat produk',
  },

  pay: 'Bayar di cabang ini',
  chooseFirst: 'Pilih cabang tempat kamu membayar.',
  confirmTitle: 'Kamu yakin?',
  confirmMessage: (branch: string) =>
    `Pesananmu akan dibayar di ${branch}. Kode QR pembayaran dibuat setelah ini.`,
  confirm: 'Ya, Buat QR',
  cancel: 'Tidak, Batalkan',
  failureTitle: 'Gagal!',
  failure: (reason: string) => `Kode QR belum dibuat. ${reason}`,
  /**
   * A QR invoice whose answer was lost (ui's unknownOutcome), and the order its retry
   * under the same key was answered with: made by the lost send.
   */
  lostWhat: 'kode QR pesananmu',
  foundTitle: 'Pesananmu sudah dibuat',
  found: 'Pesananmu sudah tercatat; kode QR-nya tampil di halaman ini.',
  seeOrder: 'Lihat pesanan',

  qrTitle: 'Tunjukkan kode ini ke kasir',
  qrImage: (alias: string) => `Kode QR pembayaran ${alias}`,
  qrOrder: (docNum: string) => `Pesanan ${docNum}`,
  /** The amount is the order's as the gateway answers it; null while it cannot be read. */
  qrSteps: (branch: string, address: string, total: number | null) => [
    `Datang ke ${branch}, ${address}.`,
    total === null
      ? 'Tunjukkan kode QR ini ke kasir dan bayar sesuai total pesanan.'
      : `Tunjukkan kode QR ini ke kasir dan bayar ${formatIDR(total)}.`,
    'Ambil pesananmu setelah pembayaran dikonfirmasi.',
  ],
  qrDeadline: (deadline: string) => `Bayar sebelum ${deadline}; setelah itu pesanan dibatalkan.`,
  qrOrders: 'Lihat di Pesanan Saya',
  orderUnread: 'Pesanan belum bisa dibaca.',
  orderReading: 'Membaca pesanan…',
  qrHint: 'Pesanan ini menunggu di Pesanan Saya, bagian Menunggu Pembayaran, sampai dibayar.',
} as const;
