import { onDemandPart } from './onDemandPart';
import type { QrCodeProps } from './QrCode';
import { QR_SIZE } from './qrSize';
import { Skeleton } from './Skeleton';

/** The QR's skeleton: its 256 px square, so nothing moves when the code is drawn. */
export function QrCodeSkeleton({ className }: QrCodeProps) {
  return <Skeleton width={QR_SIZE} height={QR_SIZE} className={className} />;
}

/**
 * QrCode with its encoder (qrcode.react, some 6 KB gzip) loaded when it is first shown: an
 * order's page and the branch's pay-at-till page render without it, its square in its place
 * until it is in (a dialog that shows one is on demand already and uses QrCode itself).
 */
export const QrCodeOnDemand = onDemandPart(async () => (await import('./QrCode')).QrCode, {
  Skeleton: QrCodeSkeleton,
});
