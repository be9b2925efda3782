/**
 * Every text a shopper sees in login, register, activation and profile completion. SPEC.md's
 * texts (§2, §5, §8) word for word; the rest written in the same voice.
 */

export const fieldTexts = {
  phone: 'No. Telp',
  phonePlaceholder: 'No. Telp',
  password: 'Password',
  firstName: 'Nama Depan',
  lastName: 'Nama Belakang',
  email: 'Email',
} as const;

export const validationTexts = {
  phoneRequired: 'Nomor telepon wajib diisi.',
  phoneDigitsOnly: 'Nomor telepon hanya boleh berisi angka.',
  phoneWrongStart: 'Nomor telepon harus diawali 0 atau +62.',
  // The old product said "at least 10 digits" for a rule of 9; the message follows the rule.
  phoneTooShort: 'Nomor telepon minimal 9 digit.',
  phoneTooLong: 'Nomor telepon maksimal 15 digit.',
  passwordRequired: 'Password wajib diisi.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordSpecialCharacter: 'Password harus memuat minimal satu karakter khusus (!@#$%^&*).',
  passwordTooLong: 'Password maksimal 128 karakter.',
  passwordControlCharacter: 'Password tidak boleh berisi karakter kontrol.',
  repeatPasswordRequired: 'Ketik ulang password baru.',
  passwordsDiffer: 'Password tidak sama. Ketik ulang password baru yang sama.',
  codeRequired: 'Kode wajib diisi.',
  codeDigitsOnly: 'Kode hanya boleh berisi angka.',
  codeLength: 'Kode terdiri dari 6 angka.',
  firstNameRequired: 'Nama depan is required.',
  lastNameRequired: 'Nama belakang wajib diisi.',
  nameTooLong: 'Nama maksimal 100 karakter.',
  emailRequired: 'Email wajib diisi.',
  emailInvalid: 'Format email belum benar, contoh: nama@email.com.',
  emailTooLong: 'Email maksimal 254 karakter.',
} as const;

export const loginTexts = {
  title: 'Login',
  lead: 'Masuk untuk melihat keranjang, alamat dan pesananmu.',
  submit: 'Login',
  noAccount: 'Belum punya akun?',
  registerLink: 'Daftar sekarang',
  divider: 'atau',
  failureTitle: 'Login gagal',
  wrongCredentials: 'Nomor telepon atau password salah.',
  serverDown: 'Server sedang bermasalah. Silakan coba lagi beberapa saat lagi.',
  genericFailure: 'Login belum berhasil. Silakan coba lagi.',
  forgotPassword: 'Lupa password?',
  welcomeBack: 'Selamat datang kembali!',
  welcomeGoogle: (givenName: string) => `Selamat datang, ${givenName}!`,
} as const;

export const googleTexts = {
  button: 'Masuk dengan Google',
  unavailable: 'Login dengan Google sedang tidak tersedia. Silakan login dengan nomor telepon.',
} as const;

/** The offline account chooser of the demo build (a production build leaves them out). */
export const mockGoogleChooserTexts = {
  chooserTitle: 'Pilih akun Google',
  chooserLead:
    'Mode demo: Google tidak tersambung. Pilih salah satu akun contoh atau masukkan akun lain.',
  accountsLabel: 'Akun contoh',
  otherAccount: 'Gunakan akun lain',
  continue: 'Lanjutkan',
  givenName: 'Nama Depan',
  familyName: 'Nama Belakang',
  email: 'Email',
} as const;

export const registerTexts = {
  title: 'Daftar',
  lead: 'Buat akun untuk belanja, menyimpan alamat dan meracik blend kopimu sendiri.',
  passwordHint: 'Minimal 6 karakter dan satu karakter khusus: ! @ # $ % ^ & *',
  submit: 'Daftar',
  haveAccount: 'Sudah punya akun?',
  loginLink: 'Login di sini',
  confirmMessage: 'Akun baru akan didaftarkan dengan data ini.',
  confirm: 'Ya, Daftar',
  cancel: 'Tidak, Batalkan',
  successTitle: 'Berhasil!',
  success: 'Registrasi berhasil, silahkan lakukan verifikasi melalui email',
  failureTitle: 'Error!',
  failure: 'Terjadi kesalahan saat melakukan registrasi',
  codeSent: (phone: string) =>
    `Jika nomor ${phone} belum terdaftar, kode 6 angka sudah kami kirim lewat WhatsApp atau SMS. Kode berlaku 10 menit.`,
} as const;

/**
 * The phone proved by a code sent to it before an account holds it (issue 36): registering
 * and completing a Google profile ask it alike.
 */
export const phoneCodeTexts = {
  sendCode: 'Kirim kode',
  resendCode: 'Kirim ulang kode',
  failureTitle: 'Kode belum terkirim',
  code: 'Kode verifikasi',
  codeHint: '6 angka dari WhatsApp atau SMS. Tekan Kirim kode setelah mengisi nomor telepon.',
} as const;

export const completeProfileTexts = {
  title: 'Lengkapi biodata kamu ya!',
  lead: 'Satu langkah lagi: lengkapi data berikut agar kamu bisa berbelanja.',
  phone: 'Nomor Telepon',
  /**
   * A registered number gets a message from the shop instead of a code (its owner may log in
   * with that account); the form cannot know which, so it says both.
   */
  codeSent: (phone: string) =>
    `Jika nomor ${phone} belum terdaftar, kode 6 angka sudah kami kirim lewat WhatsApp atau SMS. Kode berlaku 10 menit. Jika sudah terdaftar, nomor itu menerima pesan dari kami, bukan kode: pemiliknya bisa login dengan akun nomor itu.`,
  emailHint: 'Email dari akun Google kamu.',
  submit: 'Perbaharui Profil',
  saving: 'Loading ...',
  confirmTitle: 'Kamu yakin?',
  confirmMessage: 'Data profile kamu akan disimpan pada aplikasi kami',
  confirm: 'Ya, Simpan',
  cancel: 'Tidak, Batalkan',
  successTitle: 'Berhasil!',
  success: 'Terima kasih sudah melengkapi biodata kamu. Silakan login kembali untuk melanjutkan.',
  failureTitle: 'Error!',
  failure: 'Terjadi kesalahan saat melakukan registrasi',
} as const;

export const activationTexts = {
  title: 'Aktivasi akun',
  activating: 'Sedang mengaktifkan akun kamu ...',
  activatedTitle: 'Akun kamu sudah aktif!',
  activated:
    'Terima kasih sudah memverifikasi email kamu. Sekarang kamu bisa login dengan nomor telepon dan password kamu.',
  invalidTitle: 'Tautan aktivasi tidak valid',
  invalid:
    'Tautan ini tidak kami kenali. Periksa kembali tautan di email kamu, atau daftar ulang bila perlu.',
  usedTitle: 'Tautan aktivasi sudah dipakai',
  used: 'Akun ini sudah aktif sebelumnya. Silakan login dengan nomor telepon dan password kamu.',
  failedTitle: 'Aktivasi belum berhasil',
  retry: 'Coba lagi',
  login: 'Login sekarang',
  register: 'Daftar ulang',
} as const;

/** 'Lupa password?': a code to the phone, then a new password (issue 23). */
export const passwordResetTexts = {
  title: 'Lupa password',
  lead: 'Masukkan nomor telepon akunmu. Kami kirim kode 6 angka lewat WhatsApp atau SMS untuk membuat password baru.',
  sendCode: 'Kirim kode',
  codeSentTitle: 'Kode dikirim',
  codeSent: (phone: string) =>
    `Jika nomor ${phone} terdaftar, kode 6 angka sudah kami kirim lewat WhatsApp atau SMS. Kode berlaku 10 menit.`,
  resend: 'Kirim ulang kode',
  resent: 'Kode baru sudah dikirim. Kode sebelumnya tidak berlaku lagi.',
  changePhone: 'Ganti nomor',
  code: 'Kode',
  codeHint: '6 angka dari WhatsApp atau SMS',
  newPassword: 'Password baru',
  repeatPassword: 'Ulangi password baru',
  submit: 'Ubah password',
  failureTitle: 'Belum berhasil',
  tooManyRequests: (minutes: number) =>
    `Terlalu banyak permintaan. Coba lagi dalam ${minutes} menit.`,
  genericFailure: 'Permintaan belum berhasil. Silakan coba lagi.',
  doneTitle: 'Password berhasil diubah',
  done: 'Semua sesi login akunmu sudah diakhiri. Login dengan password barumu.',
  login: 'Login',
  backToLogin: 'Kembali ke login',
} as const;
