// Sharing a blend (issue 39): what the maker sees before their blend goes public, its
// address once it is, and taking it down; in the shop's voice.

import { SHOP_NAME } from '@/lib/shop';

export const shareTexts = {
  open: 'Bagikan blend ini',
  isShared: 'Blend ini sedang dibagikan.',
  manage: 'Lihat tautan blend',
  title: 'Bagikan blend ini',
  loading: 'Memuat status berbagi',
  loadError: 'Status berbagi gagal dimuat',
  retry: 'Coba lagi',
  preview: {
    intro: 'Ini yang akan dilihat siapa pun yang membuka tautannya:',
    madeBy: (maker: string) => `Diracik oleh ${maker}`,
    composition: 'Komposisi',
    flavour: 'Profil rasa',
    grind: 'Tingkat penggilingan',
    packaging: 'Kemasan',
    privacy: 'Nomor HP-mu tidak pernah ditampilkan.',
  },
  form: {
    note: 'Catatan (opsional)',
    noteHelp: 'Misalnya cara menyeduhnya. Tanpa tautan.',
    count: (used: number, max: number) => `${used}/${max} karakter`,
    tooLong: (max: number) => `Catatan maksimal ${max} karakter. Persingkat dulu, ya.`,
    fullName: 'Tampilkan nama lengkap',
    share: 'Bagikan',
    save: 'Simpan perubahan',
    saved: 'Perubahan disimpan.',
    offline: 'Kamu sedang offline. Catatanmu tetap di sini, coba lagi saat online.',
    failed: 'Blend belum bisa dibagikan.',
  },
  shared: {
    intro: 'Blend ini sudah dibagikan. Siapa pun yang punya tautannya bisa melihat dan membelinya.',
    address: 'Tautan blend',
    copy: 'Salin tautan',
    copied: 'Tautan disalin',
    copyRefused:
      'Tautan belum bisa disalin otomatis. Tautannya sudah dipilih: salin dengan Ctrl+C, atau tekan lama lalu pilih Salin.',
    whatsApp: 'Kirim lewat WhatsApp',
    shareSheet: 'Bagikan ke aplikasi lain',
    open: 'Buka halaman blend',
    message: (name: string, address: string) =>
      `Coba blend kopi racikanku, "${name}", di ${SHOP_NAME}: ${address}`,
    newTab: '(membuka tab baru)',
  },
  stop: {
    button: 'Berhenti membagikan',
    title: 'Berhenti membagikan?',
    question: 'Tautan blend ini tidak akan bisa dibuka lagi oleh siapa pun.',
    confirm: 'Ya, Berhenti',
    cancel: 'Tidak, Batalkan',
    done: 'Blend ini tidak dibagikan lagi. Tautan lamanya sudah tidak bisa dibuka; kalau kamu membagikannya lagi, tautannya baru.',
    failedTitle: 'Gagal!',
    failed: 'Blend ini belum berhenti dibagikan.',
    offlineTitle: 'Ooops, kamu sedang offline!',
    offline: 'Tidak ada koneksi internet. Coba lagi saat online.',
  },
} as const;
