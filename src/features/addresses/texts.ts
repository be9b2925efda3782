/**
 * Every text the address screens show. SPEC.md §2, §5 and §8 word for word where they give
 * them; the rest (error handling the old product lacked) in the same voice.
 */
export const addressListTexts = {
  pageTitle: 'Daftar Alamat',
  pageIntro: 'Alamat utama dipakai lebih dulu saat kamu checkout.',
  backToProfile: 'Kembali ke profil',
  add: 'Tambah alamat',
  listLabel: 'Alamat pengiriman',
  loading: 'Memuat daftar alamat…',

  emptyTitle: 'Belum ada alamat',
  emptyMessage: 'Tambahkan alamat pengiriman agar pesananmu bisa diantar ke rumah.',

  loadFailedTitle: 'Daftar alamat gagal dimuat',
  retry: 'Coba lagi',

  defaultBadge: 'Alamat utama',
  recipient: 'Penerima',
  landmark: 'Patokan',
  noLandmark: 'tidak ada patokan',
  edit: 'Edit',
  remove: 'Hapus',
  makeDefault: 'Jadikan alamat utama',

  confirmTitle: 'Kamu yakin?',
  cancel: 'Tidak, Batalkan',
  removeConfirmMessage: 'Alamat ini akan dihapus',
  removeConfirm: 'Ya, Hapus',
  removedMessage: 'Alamat berhasil dihapus',
  defaultConfirmMessage: 'Alamat ini akan di set default pengirimanmu',
  defaultConfirm: 'Ya, Simpan',
  defaultSetMessage: 'Alamat berhasil di set default',
  successTitle: 'Berhasil!',

  failureTitle: 'Gagal!',
  removeFailed: 'Alamat belum terhapus.',
  defaultFailed: 'Alamat utama belum berubah.',
  /** A change whose answer was lost (ui's unknownOutcome). */
  lostWhat: 'perubahan alamatmu',
} as const;

/** Accessible names that tell one card's buttons from the next card's. */
export const addressActionNames = {
  edit: (label: string) => `Edit alamat ${label}`,
  remove: (label: string) => `Hapus alamat ${label}`,
  makeDefault: (label: string) => `Jadikan alamat utama: ${label}`,
} as const;

export const addressFormTexts = {
  createTitle: 'Tambah Alamat',
  editTitle: 'Ubah Alamat',
  intro: 'Pastikan alamat lengkap dan patokan memudahkan kurir menemukan rumahmu.',
  back: 'Kembali',
  loading: 'Memuat alamat…',

  recipientSection: 'Penerima',
  locationSection: 'Lokasi pengiriman',
  name: 'Label alamat',
  nameHint: 'Contoh: Rumah, Kantor',
  pic: 'Nama penerima',
  mobileNumber: 'No. Telp penerima',
  mobileNumberHint: 'Contoh: 081234567890',
  line1: 'Patokan',
  line1Hint: 'Contoh: dekat masjid, pagar hijau',
  line2: 'Alamat lengkap',
  line2Hint: 'Nama jalan, nomor rumah, RT/RW, kelurahan',
  province: 'Provinsi',
  city: 'Kota/Kabupaten',
  subDistrict: 'Kecamatan',
  postalCode: 'Kode POS',
  isDefault: 'Jadikan alamat utama',
  isDefaultLocked:
    'Ini alamat utamamu. Untuk menggantinya, jadikan alamat lain sebagai alamat utama.',
  save: 'Simpan alamat',

  choose: 'Pilih salah satu',
  chooseProvinceFirst: 'Pilih provinsi terlebih dahulu',
  chooseCityFirst: 'Pilih kota/kabupaten terlebih dahulu',
  loadingOptions: 'Memuat pilihan…',
  provincesFailed: 'Daftar provinsi gagal dimuat.',
  citiesFailed: 'Daftar kota/kabupaten gagal dimuat.',
  subDistrictsFailed: 'Daftar kecamatan gagal dimuat.',
  /** Said when a list loaded but has nothing in it: the provider has no regions there. */
  citiesEmpty:
    'Belum ada kota/kabupaten untuk provinsi ini. Pilih provinsi lain atau hubungi kami.',
  subDistrictsEmpty: 'Belum ada kecamatan untuk kota ini. Pilih kota lain atau hubungi kami.',
  retryOptions: 'Muat ulang',

  savedTitle: 'Berhasil!',
  savedMessage: 'Alamat berhasil disimpan',
  saveFailedTitle: 'Gagal!',
  saveFailedPrefix: 'Alamat belum tersimpan.',
  /** A save whose answer was lost (ui's unknownOutcome). */
  saveLostWhat: 'alamatmu',

  notFoundTitle: 'Alamat tidak ditemukan',
  notFoundMessage: 'Alamat ini mungkin sudah dihapus. Lihat daftar alamatmu atau tambah yang baru.',
  backToList: 'Lihat daftar alamat',
  loadFailedTitle: 'Alamat gagal dimuat',
  retry: 'Coba lagi',
} as const;

/** SPEC.md §5: the label's and the postal code's messages are the spec's own. */
export const addressValidationTexts = {
  nameRequired: 'Label alamat tidak boleh kosong!',
  nameTooLong: 'Label alamat maksimal 50 karakter.',
  picRequired: 'Nama penerima tidak boleh kosong!',
  picTooLong: 'Nama penerima maksimal 100 karakter.',
  mobileNumberRequired: 'No. Telp penerima tidak boleh kosong!',
  mobileNumberInvalid: 'No. Telp harus diawali 0 atau +62 dan terdiri dari 9–15 angka.',
  line1Required: 'Patokan tidak boleh kosong!',
  line1TooLong: 'Patokan maksimal 200 karakter.',
  line2Required: 'Alamat lengkap tidak boleh kosong!',
  line2TooLong: 'Alamat lengkap maksimal 500 karakter.',
  provinceRequired: 'Provinsi harus dipilih!',
  cityRequired: 'Kota/Kabupaten harus dipilih!',
  subDistrictRequired: 'Kecamatan harus dipilih!',
  postalCodeRequired: 'Kode POS tidak boleh kosong!',
  postalCodeInvalid: 'Kode POS harus terdiri dari 5 angka.',
} as const;

/** An address that is no longer there (the other reasons are every screen's: api/errors). */
export const failureTexts = {
  gone: 'Alamat ini sudah tidak ada. Daftar alamatmu sudah dimuat ulang.',
} as const;
