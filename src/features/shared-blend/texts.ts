import type { SharedBlendPackaging } from '@/api/sharedBlends';

// The shared blend's public page (issue 39), in the shop's voice: what a friend sees of a
// blend someone composed and shared, and how they buy it for themselves.

export const sharedBlendTexts = {
  page: {
    madeBy: (maker: string) => `Diracik oleh ${maker}`,
    composition: 'Komposisi',
    note: (maker: string) => `Catatan dari ${maker}`,
    flavour: 'Profil rasa',
    origins: 'Asal biji & catatan rasa',
    originUnknown: 'Origin belum tercatat',
    flavourNotes: 'Catatan rasa',
    prices: 'Harga hari ini',
    buy: 'Beli blend ini',
    remix: 'Racik ulang',
    loading: 'Memuat blend',
    loadError: 'Blend gagal dimuat',
    retry: 'Coba lagi',
    goneTitle: 'Blend ini tidak dibagikan lagi',
    gone: 'Peraciknya mungkin sudah berhenti membagikannya, atau alamatnya kurang tepat. Yuk, racik blend kopimu sendiri!',
    toBuilder: 'Buat Blend Kopi Kamu',
  },
  packaging: {
    CoffeeBag: 'Coffee Bag',
    DripBag: 'Drip Bag',
  } satisfies Record<SharedBlendPackaging, string>,
  form: {
    title: 'Beli blend ini',
    packaging: 'Kemasan',
    unit: 'Ukuran',
    grind: 'Tingkat penggilingan',
    grindRequired: 'Pilih tingkat penggilingan.',
    grindLoading: 'Memuat tingkat penggilingan',
    grindError: 'Tingkat penggilingan gagal dimuat.',
    dripGround: 'Drip Bag berisi kopi giling sedang, siap diseduh.',
    quantity: 'Jumlah',
    quantityInvalid: 'Jumlah minimal 1.',
    quantityTooMany: 'Jumlah maksimal 99.',
    subtotal: 'Subtotal',
    retry: 'Coba lagi',
    submit: '+ Keranjang',
  },
  flow: {
    /** The alerts' titles: asked before anything is sent, then how it went. */
    titles: {
      ask: 'Kamu yakin?',
      success: 'Berhasil!',
      failure: 'Gagal!',
      gone: 'Blend ini tidak dibagikan lagi',
      offline: 'Ooops, kamu sedang offline!',
    },
    answers: { confirm: 'Ya, Tambahkan', cancel: 'Tidak, Batalkan' },
    willAdd: (blend: string) => `${blend} akan ditambahkan ke keranjang.`,
    added: (blend: string) => `${blend} berhasil ditambahkan ke keranjang.`,
    notAdded: (blend: string) => `Terjadi kesalahan saat menambahkan ${blend} ke keranjang.`,
    lostWhat: (blend: string) => `${blend} di keranjangmu`,
    gone: 'Peraciknya sudah berhenti membagikan blend ini, jadi belum bisa dibeli.',
    offline: 'Tidak ada koneksi internet. Pilihanmu tetap tersimpan, coba lagi saat online.',
  },
} as const;
