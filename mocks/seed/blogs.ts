import { ORIGIN_TINTS } from './illustrations';
import { blogImageUrl } from './images';
import { toBase64Utf8 } from './text';
import type { BlogMotif, SeedBlog } from './types';

interface Article {
  slug: string;
  subject: string;
  motif: BlogMotif;
  tint: string;
  html: string;
}

const articles: readonly Article[] = [
  {
    slug: 'mengenal-origin-kopi-nusantara',
    subject: 'Mengenal Origin Kopi Nusantara',
    motif: 'map',
    tint: ORIGIN_TINTS.Gayo,
    html:
      '<p>Dari Aceh sampai Papua, hampir setiap pulau besar di Indonesia punya kopi dengan karakter sendiri. Tanah vulkanik, ketinggian dan cara petani mengolah ceri membuat secangkir Gayo terasa sangat berbeda dari secangkir Toraja.</p>' +
      '<h2>Sumatra: body tebal dan rempah</h2>' +
      '<p>Gayo di Aceh Tengah dikenal bersih dengan sentuhan lemon, sementara Mandailing di Sumatera Utara identik dengan proses giling basah yang memberi rasa earthy dan body tebal. Kerinci dan Solok menyusul dengan rasa buah yang cerah.</p>' +
      '<h2>Jawa, Bali dan Nusa Tenggara</h2>' +
      '<p>Java Preanger adalah kopi tertua di Nusantara, ditanam sejak abad ke-18 di dataran tinggi Priangan. Kintamani di Bali tumbuh di antara pohon jeruk, dan Flores Bajawa menawarkan rasa cokelat yang manis.</p>' +
      '<h2>Sulawesi dan Papua</h2>' +
      '<p>Toraja dan Enrekang memberi rasa rempah yang hangat, sedangkan Wamena di Lembah Baliem adalah Typica langka yang ditanam tanpa pupuk kimia. Cobalah satu per satu, lalu temukan favoritmu.</p>',
  },
  {
    slug: 'panduan-seduh-v60-untuk-pemula',
    subject: 'Panduan Seduh V60 untuk Pemula',
    motif: 'v60',
    tint: ORIGIN_TINTS.Toraja,
    html:
      '<p>V60 adalah cara paling populer untuk menikmati kopi single origin di rumah. Alatnya sederhana, hasilnya jernih, dan kamu bisa merasakan perbedaan tiap origin dengan jelas.</p>' +
      '<h2>Yang kamu butuhkan</h2>' +
      '<ul><li>15 g kopi, giling sedang (seperti garam dapur)</li><li>240 ml air bersuhu 90–93°C</li><li>Dripper V60, kertas filter dan timbangan</li></ul>' +
      '<h2>Langkah seduh</h2>' +
      '<ol><li>Bilas kertas filter dengan air panas, buang airnya.</li><li>Tuang 30 ml air untuk <em>blooming</em>, tunggu 30–40 detik.</li><li>Tuang sisa air perlahan dengan gerakan memutar sampai total 240 ml.</li><li>Total waktu seduh sekitar 2 menit 30 detik sampai 3 menit.</li></ol>' +
      '<p>Terlalu pahit? Giling sedikit lebih kasar. Terlalu asam dan encer? Giling sedikit lebih halus.</p>',
  },
  {
    slug: 'memahami-tingkat-sangrai',
    subject: 'Light, Medium, Dark: Memahami Tingkat Sangrai',
    motif: 'roast',
    tint: ORIGIN_TINTS.Kintamani,
    html:
      '<p>Biji kopi hijau baru berubah menjadi kopi yang kita kenal setelah disangrai. Semakin lama disangrai, semakin gelap warnanya dan semakin berubah rasanya.</p>' +
      '<h2>Light roast</h2><p>Mempertahankan karakter asli origin: asam buah, floral dan manis yang ringan. Cocok untuk seduh manual seperti V60.</p>' +
      '<h2>Medium roast</h2><p>Titik seimbang antara keasaman dan manis karamel. Pilihan aman untuk hampir semua cara seduh, termasuk espresso.</p>' +
      '<h2>Dark roast</h2><p>Body tebal, rasa cokelat hitam dan sedikit smoky. Nikmat untuk kopi susu, tubruk atau Vietnam drip.</p>' +
      '<p>Di roastery kami, setiap origin disangrai pada profil yang paling menonjolkan rasanya, dan tanggal sangrai selalu tercetak di kemasan.</p>',
  },
  {
    slug: 'cara-membuat-blend-kopimu-sendiri',
    subject: 'Cara Membuat Blend Kopimu Sendiri',
    motif: 'blend',
    tint: ORIGIN_TINTS.Wamena,
    html:
      '<p>Blend adalah campuran beberapa kopi untuk mendapatkan rasa yang tidak dimiliki satu origin saja. Dengan fitur <strong>Buat Blend Kopi Kamu</strong>, kamu bisa meraciknya sendiri dalam empat langkah.</p>' +
      '<ol><li><strong>Pilih biji kopi:</strong> jenis biji, origin, produk dan persentasenya (25, 50, 75 atau 100%).</li><li><strong>Pilih kemasan:</strong> Coffee Bag atau Drip Bag, lengkap dengan ukuran dan tingkat gilingan.</li><li><strong>Beri nama blend:</strong> nama ini akan tercetak di kemasanmu.</li><li><strong>Hasil akhir:</strong> cek komposisi dan harga, lalu masukkan ke keranjang.</li></ol>' +
      '<h2>Resep untuk memulai</h2>' +
      '<p>Coba 50% Arabika Gayo dengan 50% Robusta Temanggung untuk kopi susu yang manis dan kuat, atau 75% Kintamani dengan 25% Flores Bajawa untuk V60 yang segar namun tetap bertubuh.</p>',
  },
  {
    slug: 'arabika-robusta-liberika-apa-bedanya',
    subject: 'Arabika, Robusta dan Liberika: Apa Bedanya?',
    motif: 'beans',
    tint: ORIGIN_TINTS.Jambi,
    html:
      '<p>Indonesia adalah salah satu dari sedikit negara yang menanam tiga spesies kopi sekaligus. Masing-masing punya tempat tumbuh dan rasa yang khas.</p>' +
      '<h2>Arabika</h2><p>Tumbuh di atas 1.000 mdpl, rasanya kompleks dengan keasaman buah dan aroma floral. Kafeinnya lebih rendah.</p>' +
      '<h2>Robusta</h2><p>Tahan panas dan hama, tumbuh di dataran lebih rendah. Rasanya pahit cokelat dengan body tebal dan kafein hampir dua kali arabika.</p>' +
      '<h2>Liberika</h2><p>Bijinya besar dan tidak simetris, tumbuh bahkan di lahan gambut dekat pantai seperti di Jambi dan Meranti. Aromanya unik, sering disebut mirip nangka.</p>',
  },
  {
    slug: 'proses-pascapanen-kopi',
    subject: 'Full Wash, Honey, Natural: Proses Pascapanen Kopi',
    motif: 'harvest',
    tint: ORIGIN_TINTS.Solok,
    html:
      '<p>Setelah dipetik, ceri kopi harus dipisahkan dari bijinya. Cara memisahkannya sangat memengaruhi rasa di cangkir.</p>' +
      '<ul><li><strong>Full wash:</strong> kulit dan lendir dibuang lalu biji dicuci. Rasanya bersih dan jernih.</li><li><strong>Honey:</strong> sebagian lendir manis dibiarkan saat penjemuran. Rasanya lebih manis dan bertubuh.</li><li><strong>Natural:</strong> ceri dijemur utuh berminggu-minggu. Rasa buahnya kuat, kadang seperti wine.</li><li><strong>Wet hulled (giling basah):</strong> khas Sumatra, kulit tanduk dilepas saat biji masih basah. Body tebal dan earthy.</li></ul>' +
      '<p>Di halaman produk kami, proses selalu tercantum supaya kamu bisa memilih sesuai selera.</p>',
  },
  {
    slug: 'menyimpan-biji-kopi-agar-tetap-segar',
    subject: 'Menyimpan Biji Kopi agar Tetap Segar',
    motif: 'cup',
    tint: ORIGIN_TINTS.Enrekang,
    html:
      '<p>Kopi paling nikmat diseduh 7 sampai 30 hari setelah disangrai. Setelah itu aromanya perlahan hilang, terutama jika disimpan dengan cara yang salah.</p>' +
      '<ol><li>Simpan dalam kemasan aslinya yang punya katup satu arah, atau toples kedap udara.</li><li>Jauhkan dari sinar matahari, panas kompor dan kelembapan.</li><li>Jangan simpan di kulkas: biji kopi mudah menyerap bau dan embun.</li><li>Giling sesaat sebelum diseduh. Kopi bubuk kehilangan aroma dalam hitungan jam.</li></ol>' +
      '<p>Tidak punya penggiling? Pilih tingkat gilingan saat memesan, dan beli ukuran 100 g atau 250 g supaya cepat habis selagi segar.</p>',
  },
];

export const blogs: readonly SeedBlog[] = articles.map((a) => ({
  subject: a.subject,
  description: toBase64Utf8(a.html),
  imageUrl: blogImageUrl(a.slug),
  remarks: a.slug,
  motif: a.motif,
  tint: a.tint,
}));
