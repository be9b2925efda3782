/** The consent notice's words (UU PDP No. 27/2022): what is measured, why, and the choice. */
export const consentTexts = {
  title: 'Izin analitik',
  body: 'Kami ingin mengukur kunjungan dan pembelian dengan Google Analytics untuk memperbaiki toko ini. Tidak ada data yang dikirim tanpa persetujuanmu.',
  later: "Pilihan ini bisa diubah kapan saja lewat 'Pengaturan privasi' di bagian bawah halaman.",
  current: {
    granted: 'Pilihanmu saat ini: diterima.',
    denied: 'Pilihanmu saat ini: ditolak.',
  },
  accept: 'Terima',
  reject: 'Tolak',
  close: 'Tutup',
} as const;
