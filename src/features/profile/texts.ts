import { CHECK_CONNECTION } from '@/lib/connectionTexts';

/**
 * Every text the profile area shows. SPEC.md §2, §4, §5 and §8 word for word where they
 * give them (their English validation messages included); the rest in the same voice.
 */
export const profileTexts = {
  pageTitle: 'Profil Saya',
  membership: 'Non Member',
  logout: 'Log Out',
  tabsLabel: 'Profil',
  tabOrders: 'Pesanan Saya',
  tabProfile: 'My Profile',
  tabAddresses: 'Alamat',
  tabSharedBlends: 'Blend Dibagikan',

  ordersPlaceholder: 'Riwayat pesananmu akan tampil di sini.',
  ordersPlaceholderLink: 'Lihat riwayat pesanan',
  addressesPlaceholder: 'Daftar alamat pengirimanmu akan tampil di sini.',
  addressesPlaceholderLink: 'Kelola alamat',

  sharedBlends: {
    listLabel: 'Blend yang kamu bagikan',
    loading: 'Memuat blend yang kamu bagikan',
    loadFailedTitle: 'Blend yang kamu bagikan gagal dimuat',
    emptyTitle: 'Belum ada blend yang kamu bagikan',
    emptyMessage:
      'Bagikan blend racikanmu supaya teman bisa melihat dan membelinya sendiri. Buka blend-mu di jendela blend keranjang atau di halaman pesanannya, lalu pilih “Bagikan blend ini”.',
    emptyLink: 'Lihat riwayat pesanan',
    sharedOn: (date: string) => `Dibagikan ${date}`,
    bought: (times: number) => (times === 0 ? 'Belum ada yang membeli' : `Dibeli ${times} kali`),
  },

  noProfileTitle: 'Data profil tidak ditemukan',
  noProfileMessage: 'Silakan keluar lalu login kembali untuk memuat profilmu.',
  loadFailedTitle: 'Profil gagal dimuat',
  retry: 'Coba lagi',
  loadingProfile: 'Memuat profil…',

  addressReminderTitle: 'Lengkapi alamat pengirimanmu!',
  addressReminderMessage:
    'Sebelum memesan, lengkapi alamat pengirimanmu terlebih dahulu dan jadikan sebagai alamat utama.',
  addressReminderAction: 'Lengkapi',

  logoutConfirmMessage: 'Kamu akan keluar dari website ...',
  logoutConfirm: 'Ya, Keluar',
  logoutCancel: 'Tidak, Batalkan',
  farewellTitle: 'Berhasil!',
  farewellMessage: 'Sampai jumpa kembali!',

  editTitle: 'My Profile',
  editIntro: 'Email dan nomor telepon tidak bisa diubah.',
  backToProfile: 'Kembali ke profil',
  firstName: 'Nama Depan',
  lastName: 'Nama Belakang',
  email: 'Email',
  mobileNumber: 'No. Telp',
  birthday: 'Tanggal Lahir',
  save: 'Simpan',

  saveConfirmMessage: 'Profile kamu akan diperbaharui',
  saveConfirm: 'Ya, Perbaharui',
  saveCancel: 'Tidak, Batalkan',
  savedTitle: 'Sukses!',
  savedMessage: 'Profil berhasil diperbaharui',
  saveFailedTitle: 'Gagal!',
  saveFailedPrefix: 'Profil kamu belum tersimpan.',
  saveFailedOffline: CHECK_CONNECTION,
  saveFailedServer: 'Terjadi kesalahan pada server, coba beberapa saat lagi.',
} as const;

/**
 * SPEC.md §5 edit-profile messages, its English ones word for word; lastName really shows the
 * first name's message. Every other message is Indonesian, in the shop's voice.
 */
export const profileValidationTexts = {
  firstNameRequired: 'Nama depan is required.',
  lastNameRequired: 'Nama depan is required.',
  firstNameTooLong: 'Nama depan maksimal 100 karakter.',
  lastNameTooLong: 'Nama belakang maksimal 100 karakter.',
  mobileNumberRequired: 'mobileNumber number is required.',
  // SPEC.md records "at least 10 digits" for a rule of 9 and gives no words: the message
  // follows the rule, in Indonesian, as register's does.
  mobileNumberTooShort: 'Nomor telepon minimal 9 digit.',
  mobileNumberNotDigits: 'Nomor telepon hanya boleh berisi angka.',
  mobileNumberWrongStart: 'Nomor telepon harus diawali 0 atau +62.',
  mobileNumberTooLong: 'Nomor telepon maksimal 15 digit.',
  birthdayRequired: 'Birthday is required.',
  birthdayTooShort: 'Birthday must be at least 10 digits long.',
  birthdayInvalid: 'Tanggal lahir tidak valid.',
  birthdayInFuture: 'Tanggal lahir tidak boleh melewati hari ini.',
} as const;
