import { type FormEvent, useState } from 'react';
import { formatIDR } from '@/lib/format';
import { Button, cx, layout, Select, TextField } from '@/ui';
import styles from './DevPanel.module.css';
import { Section, SectionItem, SectionList } from './DevPanelParts';
import type { DevProduct } from './devPanelTypes';

/** '45.000', 'Rp 45000' and '45 000' are all forty-five thousand rupiah; null when not a number. */
function parseRupiah(text: string): number | null {
  const digits = text.replace(/^\s*Rp/i, '').replace(/[\s.]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

function isChanged(product: DevProduct): boolean {
  return !product.isForSale || product.sellPrice !== product.seedPrice;
}

export function ShelfSection({
  products,
  onChangePrice,
  onStopSelling,
  onRestore,
}: {
  products: DevProduct[];
  onChangePrice: (product: DevProduct, price: number) => void;
  onStopSelling: (product: DevProduct) => void;
  onRestore: (product: DevProduct) => void;
}) {
  const [code, setCode] = useState<string | null>(null);
  const [priceText, setPriceText] = useState('');
  const [isPriceInvalid, setPriceInvalid] = useState(false);
  const chosen = products.find((product) => product.code === code);
  const changed = products.filter(isChanged);

  const changePrice = (event: FormEvent) => {
    event.preventDefault();
    const price = parseRupiah(priceText);
    setPriceInvalid(price === null);
    if (chosen && price !== null) onChangePrice(chosen, price);
  };

  return (
    <Section title="Harga dan ketersediaan produk">
      <Select
        label="Produk"
        placeholder="Pilih produk"
        selectedKey={code}
        options={products.map((product) => ({
          id: product.code,
          label: `${product.name} (${product.code})`,
        }))}
        onSelectionChange={(key) => setCode(key === null ? null : String(key))}
      />
      {chosen && (
        <p className={styles.muted}>
          Harga sekarang {formatIDR(chosen.sellPrice)}
          {chosen.isForSale ? '' : ' · tidak tersedia'}
        </p>
      )}
      <form className={cx(layout.stack, styles.form)} onSubmit={changePrice}>
        <TextField
          label="Harga baru (Rp)"
          inputMode="numeric"
          placeholder="Contoh: 95000"
          value={priceText}
          onChange={(text) => {
            setPriceText(text);
            setPriceInvalid(false);
          }}
          isDisabled={!chosen}
          isInvalid={isPriceInvalid}
          errorMessage="Tulis harga dalam angka, misalnya 95000."
        />
        <div className={cx(layout.cluster, styles.actions)}>
          <Button type="submit" size="sm" variant="secondary" isDisabled={!chosen}>
            Ubah harga produk
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={!chosen?.isForSale}
            onPress={() => chosen && onStopSelling(chosen)}
          >
            Jadikan produk tidak tersedia
          </Button>
        </div>
      </form>
      {changed.length === 0 ? (
        <p className={styles.muted}>Semua produk dijual dengan harga awalnya.</p>
      ) : (
        <SectionList label="Produk yang diubah">
          {changed.map((product) => (
            <SectionItem key={product.code}>
              <p className={styles.strong}>{product.name}</p>
              <p className={styles.muted}>
                {product.isForSale ? 'Dijual' : 'Tidak tersedia'} ·{' '}
                {product.sellPrice === product.seedPrice
                  ? formatIDR(product.sellPrice)
                  : `${formatIDR(product.sellPrice)} (semula ${formatIDR(product.seedPrice)})`}
              </p>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Pulihkan: ${product.name}`}
                onPress={() => onRestore(product)}
              >
                Pulihkan
              </Button>
            </SectionItem>
          ))}
        </SectionList>
      )}
    </Section>
  );
}
