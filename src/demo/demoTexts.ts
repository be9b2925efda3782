/** What a demo build (the embedded mock gateway) tells the person looking at it. */
export const demoTexts = {
  markLabel: 'Mode demo',
  mark: 'Demo',
  markDetail: 'data contoh',
  storageTitle: 'Demo ini butuh penyimpanan browser',
  storageBody:
    'Toko demo menyimpan data contohnya (akun, keranjang, pesanan) di browser kamu, tetapi browser ini memblokir data situs untuk alamat ini. Izinkan cookie dan data situs untuk alamat ini, lalu muat ulang halaman.',
  workerTitle: 'Demo tidak dapat dimulai di browser ini',
  workerBody:
    'Toko demo berjalan di atas service worker, dan browser ini tidak mengizinkannya (misalnya di jendela penjelajahan pribadi). Coba jendela biasa atau browser lain, lalu muat ulang halaman.',
  reload: 'Muat ulang',
  faultsLabel: 'Gangguan simulasi',
  faultsOn: 'Gangguan simulasi aktif:',
  faultsOff: 'Matikan gangguan',
  faultFailingAll: 'semua panggilan gagal (500)',
  faultFailing: (routes: string) => `gagal (500): ${routes}`,
  faultOffline: 'offline',
  faultLatency: (ms: number) => `semua panggilan lambat ${ms} ms`,
  faultRouteLatency: (route: string, ms: number) => `${route} lambat ${ms} ms`,
  faultLateAnswer: (route: string, ms: number) => `${route} dijalankan, jawabannya telat ${ms} ms`,
} as const;
