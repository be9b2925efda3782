import styles from './ComingSoon.module.css';

export interface ComingSoonProps {
  title: string;
}

/** A route whose screen is not built yet says so plainly, never a blank page. */
export default function ComingSoon({ title }: ComingSoonProps) {
  return (
    <section className={styles.box} aria-labelledby="segera-hadir">
      <h1 id="segera-hadir">{title}</h1>
      <p>
        Halaman ini segera hadir. Sementara itu, lihat produk kami atau buat blend kopimu sendiri.
      </p>
      <p className={styles.links}>
        <a href="/products">Lihat produk</a>
        <a href="/custom-blend/introduction">Buat Blend Kopi Kamu</a>
      </p>
    </section>
  );
}
