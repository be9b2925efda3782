import { namedBlend } from './blendName';
import type { BlendStep } from './blendRules';
import type { FlavourScale } from './flavourProfile';

/** Every text of the blend builder; SPEC.md's own words where it gives them (§5, §8). */
export const blendTexts = {
  title: 'Buat Blend Kopi Kamu',
  stepperLabel: 'Langkah membuat blend',
  stepOf: (number: number, total: number) => `Langkah ${number} dari ${total}`,
  steps: {
    'pilih-biji-kopi': 'Pilih biji kopi',
    'pilih-kemasan-produk': 'Pilih kemasan produk',
    'input-nama-blend': 'Input nama blend',
    'hasil-akhir': 'Hasil akhir',
  } satisfies Record<BlendStep, string>,
  next: 'Lanjut',
  back: 'Kembali',
  retry: 'Coba lagi',
  loadError: 'Data blend gagal dimuat.',

  beans: {
    pickerTitle: 'Tambah kopi ke blend',
    beanType: 'Jenis biji kopi',
    origin: 'Origin',
    product: 'Produk kopi',
    percentage: 'Persentase',
    percentageOption: (percentage: number) => `${percentage}%`,
    chooseBeanFirst: 'Pilih jenis biji kopi dulu.',
    chooseOriginFirst: 'Pilih origin dulu.',
    loading: 'Memuat pilihan kopi',
    add: 'Tambahkan',
    missingChoice: 'Pastikan kamu telah memilih biji kopi, origin, produk kopi dan persentase ya!',
    notFound: 'Produk tidak ditemukan, coba pilih opsi lain!',
    alreadyInBlend: 'sudah ada di blend',
    confirmTitle: 'Kamu yakin?',
    confirmMessage: (percentage: number, product: string) =>
      `${percentage}% ${product} akan ditambahkan ke blend.`,
    confirm: 'Ya, Tambahkan',
    cancel: 'Tidak, Batalkan',
    complete:
      'Komposisi blend sudah 100%. Lanjut pilih kemasan, atau hapus komponen untuk mengubahnya.',
    remaining: (percentage: number) => `Sisa ${percentage}% lagi untuk dipilih.`,
  },

  composition: {
    title: 'Komposisi blend',
    empty: 'Belum ada kopi di blend-mu. Tambahkan kopi pertama di bawah.',
    chartLabel: (shares: string) => `Komposisi blend: ${shares}`,
    share: (percentage: number, product: string) => `${percentage}% ${product}`,
    remove: (product: string) => `Hapus ${product}`,
    total: (percentage: number) => `Total ${percentage}%`,
  },

  packaging: {
    cardTitle: 'Kemasan, ukuran dan gilingan',
    packaging: 'Kemasan',
    options: { Bag: 'Coffee Bag', Drip: 'Drip Bag' },
    unit: 'Ukuran',
    grind: 'Tingkat penggilingan',
    loading: 'Memuat pilihan kemasan',
    price: 'Harga blend',
    priceLoading: 'Menghitung harga blend',
    priceError: 'Harga blend gagal dihitung.',
    priceZero: 'Harga blend belum tersedia untuk pilihan ini. Coba kemasan atau ukuran lain.',
    missing: 'Pilih kemasan, ukuran dan tingkat penggilingan dulu ya!',
  },

  name: {
    cardTitle: 'Nama di label kemasan',
    label: 'Nama blend',
    description: (count: number, max: number) => `${count}/${max} karakter, tercetak di label.`,
    required: 'Nama blend wajib diisi.',
    tooLong: (max: number) => `Nama blend maksimal ${max} karakter.`,
  },

  review: {
    composition: 'Komposisi',
    flavour: 'Profil rasa',
    flavourUnknown: 'Profil rasa belum tersedia untuk origin ini.',
    flavourScales: {
      body: 'Body',
      acidity: 'Keasaman',
      sweetness: 'Manis',
      bitterness: 'Pahit',
    } satisfies Record<FlavourScale, string>,
    flavourValue: (value: number, max: number) =>
      `${value.toFixed(1).replace('.', ',')} dari ${max}`,
    details: 'Detail blend',
    name: 'Nama',
    packaging: 'Kemasan',
    unit: 'Ukuran',
    grind: 'Gilingan',
    price: 'Harga',
    quantity: 'Jumlah',
    quantityValue: '1',
    order: 'Pesan sekarang',
    reset: 'Reset',
  },

  order: {
    confirmTitle: 'Kamu yakin?',
    confirmMessage: (name: string) =>
      `${namedBlend(name)} akan dibuat dan ditambahkan ke keranjang.`,
    confirm: 'Ya, Pesan',
    cancel: 'Tidak, Batalkan',
    successTitle: 'Berhasil!',
    successMessage: (name: string) => `${name} berhasil ditambahkan ke keranjang.`,
    toCart: 'Lihat keranjang',
    failureTitle: 'Gagal!',
    failureMessage: (name: string, reason: string) =>
      `Terjadi kesalahan saat memesan ${namedBlend(name)}. Blend-mu tetap tersimpan. ${reason}`,
    /** An order whose answer was lost (ui's unknownOutcome). */
    lostWhat: 'blend-mu di keranjang',
  },

  reset: {
    confirmTitle: 'Kamu yakin?',
    confirmMessage: 'Semua pilihan blend-mu akan dihapus dan kamu mulai dari awal.',
    confirm: 'Ya, Reset',
    cancel: 'Tidak, Batalkan',
  },

  /** 'Racik ulang': the builder filled from a blend someone shared (issue 39). */
  remix: {
    loading: 'Memuat blend yang mau kamu racik ulang…',
    loadError: 'Blend yang mau kamu racik ulang gagal dimuat.',
    retry: 'Coba lagi',
    filled: (name: string, maker: string) =>
      `Komposisi ${name} racikan ${maker} sudah terisi. Ubah sesukamu, lalu beri nama blend-mu sendiri.`,
    missing: (beans: string) =>
      `${beans} tidak bisa diisikan karena bijinya tidak lagi tersedia di sini. Pilih biji penggantinya, ya.`,
    kept: (name: string) => `Blend-mu tetap seperti semula; komposisi ${name} tidak diisikan.`,
    goneTitle: 'Blend ini tidak dibagikan lagi',
    gone: 'Peraciknya mungkin sudah berhenti membagikannya. Yuk, racik blend-mu sendiri!',
    confirmTitle: 'Ganti blend yang sedang kamu racik?',
    confirmMessage: (name: string) =>
      `Blend yang sedang kamu racik akan diganti dengan komposisi ${name}.`,
    confirm: 'Ya, Ganti',
    cancel: 'Tidak, Lanjutkan Blend-ku',
  },

  leave: {
    confirmTitle: 'Kamu yakin?',
    confirmMessage: 'Blend-mu belum dipesan. Yakin ingin meninggalkan halaman ini?',
    confirm: 'Ya, Tinggalkan',
    cancel: 'Tidak, Lanjutkan Blend',
  },
} as const;
