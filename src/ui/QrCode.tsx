import { QRCodeSVG } from 'qrcode.react';
import { QR_SIZE } from './qrSize';

export interface QrCodeProps {
  /**
   * What the code holds: a QRIS payload its caller has checked (src/lib/qris.ts), an
   * invoice's alias for the till. Drawn as given.
   */
  value: string;
  /** What it is for, for assistive technology ('Kode QR pembayaran SO-2024-000123'). */
  label: string;
  className?: string;
}

/** A payment QR code as scanners expect it: 256 px, level M, with its quiet zone. */
export function QrCode({ value, label, className }: QrCodeProps) {
  return (
    <QRCodeSVG
      value={value}
      size={QR_SIZE}
      level="M"
      // Exactly M: the default would raise the level whenever the code has room for it.
      boostLevel={false}
      // The four-module quiet zone scanners expect, drawn inside the 256 px.
      marginSize={4}
      role="img"
      aria-label={label}
      className={className}
    />
  );
}
