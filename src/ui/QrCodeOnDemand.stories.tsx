import { AbovePlaceholder, expectDecorative } from '@kit/dom';
import { failingFirstDownload, retryAfterOffline } from '@kit/parts';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { onDemandPart } from './onDemandPart';
import type { QrCodeProps } from './QrCode';
import { QrCodeOnDemand, QrCodeSkeleton } from './QrCodeOnDemand';

const LABEL = 'Kode QR pembayaran SO-2024-000123';

/**
 * The order's code as its page shows it, above the square that stands in for it while the
 * encoder downloads: the two must take the same room, so nothing moves when the code is drawn.
 */
function SideBySide(props: QrCodeProps) {
  return (
    <AbovePlaceholder
      shown={<QrCodeOnDemand {...props} />}
      placeholder={<QrCodeSkeleton {...props} />}
    />
  );
}

const meta = preview.meta({
  title: 'UI/QrCodeOnDemand',
  component: SideBySide,
  args: { value: 'SI-QR-7f3a9c2e', label: LABEL },
});

const box = (element: Element | null | undefined) => {
  const { width, height } = element?.getBoundingClientRect() ?? { width: -1, height: -1 };
  return { width: Math.round(width), height: Math.round(height) };
};

/**
 * Once drawn it is the code, named for assistive technology; its stand-in is a square of the
 * code's exact size that says nothing and offers nothing to scan.
 */
export const SquareTakesTheCodesRoom = meta.story({
  play: async ({ canvas }) => {
    const code = await canvas.findByRole('img', { name: LABEL });
    await expect(canvas.getByTestId('shown')).toContainElement(code);
    const stand = canvas.getByTestId('placeholder');
    await expect(box(stand.firstElementChild)).toEqual(box(code));
    await expect(box(code)).toEqual({ width: 256, height: 256 });
    await expect(box(canvas.getByTestId('shown'))).toEqual(box(stand));
    await expectDecorative(stand.firstElementChild);
    await expect(within(stand).queryByRole('img')).toBeNull();
    await expect(stand).toHaveTextContent(/^$/);
  },
});

/** QrCodeOnDemand as it is made, on a download that has not arrived (a slow connection). */
function StillDownloading(props: QrCodeProps) {
  const [Part] = useState(() =>
    onDemandPart<QrCodeProps>(() => new Promise(() => undefined), { Skeleton: QrCodeSkeleton }),
  );
  return <Part {...props} />;
}

/** While the encoder downloads, its square keeps the room: no code yet, nothing moves later. */
export const WhileTheEncoderDownloads = meta.story({
  render: (args) => <StillDownloading {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const square = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(box(square)).toEqual({ width: 256, height: 256 });
    await expect(canvas.queryByRole('img', { name: LABEL })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** QrCodeOnDemand as it is made, on a download that fails the first time. */
function OfflineFirst(props: QrCodeProps) {
  const [Part] = useState(() =>
    onDemandPart(
      failingFirstDownload(async () => (await import('./QrCode')).QrCode),
      { Skeleton: QrCodeSkeleton },
    ),
  );
  return <Part {...props} />;
}

/**
 * The encoder could not be downloaded (offline): the shop's offline words stand where the
 * code would be, and 'Coba lagi' downloads it again, after which the code is drawn.
 */
export const DownloadFailsThenRetry = meta.story({
  render: (args) => <OfflineFirst {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img', { name: LABEL })).toBeNull();
    await retryAfterOffline(canvasElement);
    const code = await canvas.findByRole('img', { name: LABEL });
    await expect(box(code)).toEqual({ width: 256, height: 256 });
  },
});
