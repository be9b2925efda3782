import { mobile, stubProperty } from '@kit/dom';
import { aSharedBlend } from '@kit/sharedBlends';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { SharedLink } from './SharedLink';

const blend = aSharedBlend();
const address = () => `${window.location.origin}/blend/${blend.slug}`;
const clipboardWrite = fn<(text: string) => Promise<void>>();
const sheet = fn<(data: ShareData) => Promise<void>>();

/** The browser's clipboard and share sheet (undefined: none) as this story's, given back after. */
function browserWith(share: typeof sheet | undefined) {
  return () => {
    clipboardWrite.mockReset().mockResolvedValue(undefined);
    sheet.mockReset().mockResolvedValue(undefined);
    const restoreClipboard = stubProperty(navigator, 'clipboard', { writeText: clipboardWrite });
    const restoreShare = stubProperty(navigator, 'share', share);
    return () => {
      restoreShare();
      restoreClipboard();
    };
  };
}

/** Budi's shared blend: its address, whole, and the ways to pass it on. */
const meta = preview.meta({
  title: 'Parts/SharedBlend/SharedLink',
  component: SharedLink,
  args: { blend },
  beforeEach: browserWith(undefined),
});

type Canvas = ReturnType<typeof within>;
const addressOf = (canvas: Canvas) =>
  canvas.getByRole('textbox', { name: 'Tautan blend' }) as HTMLInputElement;

/** A desktop browser: the address, WhatsApp first, copy, and the page; no share sheet. */
export const OnADesktop = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Tautan blend' })).toHaveTextContent(
      'Blend ini sudah dibagikan.',
    );
    await expect(addressOf(canvas).value).toBe(address());
    const whatsApp = canvas.getByRole('link', {
      name: 'Kirim lewat WhatsApp (membuka tab baru)',
    });
    const text = new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text');
    await expect(text).toBe(
      `Coba blend kopi racikanku, "Blend Sore", di Kopi Nusantara: ${address()}`,
    );
    await expect(canvas.getByRole('link', { name: /^Buka halaman blend/ })).toHaveAttribute(
      'href',
      `/blend/${blend.slug}`,
    );
    await expect(canvas.queryByRole('button', { name: 'Bagikan ke aplikasi lain' })).toBeNull();
  },
});

/** 'Salin tautan' copies the address with one press and says so. */
export const Copies = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Salin tautan' }));
    await expect(clipboardWrite).toHaveBeenCalledOnce();
    await expect(clipboardWrite).toHaveBeenCalledWith(address());
    await expect(canvas.getByRole('status')).toHaveTextContent('Tautan disalin');
  },
});

/** The clipboard refuses: the address is selected and the part says how to copy by hand. */
export const CopyRefused = meta.story({
  play: async ({ canvasElement }) => {
    clipboardWrite.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salin tautan' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      /Tautan belum bisa disalin otomatis\. Tautannya sudah dipilih/,
    );
    const field = addressOf(canvas);
    await expect(field).toHaveFocus();
    await expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  },
});

/** A phone with a share sheet: 'Bagikan ke aplikasi lain' hands it the name and the address. */
export const ShareSheetOnAPhone = meta.story({
  globals: mobile,
  beforeEach: browserWith(sheet),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bagikan ke aplikasi lain' }));
    await expect(sheet).toHaveBeenCalledOnce();
    await expect(sheet).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Blend Sore', url: address() }),
    );
  },
});
