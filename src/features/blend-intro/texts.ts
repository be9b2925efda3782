/** Every text of the custom-blend introduction; SPEC.md's own words where it gives them. */
export const blendIntroTexts = {
  eyebrow: 'Custom blend',
  title: 'Buat Blend Kopi Kamu',
  intro:
    'Racik kopimu sendiri dalam empat langkah. Kamu pilih biji dan takarannya, kami sangrai, giling dan kemas khusus untukmu.',
  start: 'Mulai Buat Blend',
  login: 'Login untuk mulai',
  guestNote: 'Login dulu supaya blend-mu tersimpan dan bisa langsung dipesan.',
  registerPrompt: 'Belum punya akun?',
  register: 'Daftar di sini',
  stepsTitle: 'Cara membuat blend',
  stepLabel: (step: number) => `Langkah ${step}`,
  steps: [
    {
      title: 'Pilih biji kopi',
      text: 'Pilih jenis biji, origin, produk kopi dan persentasenya. Campur beberapa kopi sampai totalnya 100%.',
    },
    {
      title: 'Pilih kemasan',
      text: 'Coffee Bag atau Drip Bag, lalu tentukan ukuran dan tingkat gilingannya.',
    },
    {
      title: 'Beri nama blend',
      text: 'Nama pilihanmu akan tercetak di label kemasan blend-mu.',
    },
    {
      title: 'Lihat harga dan pesan',
      text: 'Cek komposisi dan harganya, lalu masukkan blend-mu ke keranjang.',
    },
  ],
} as const;
