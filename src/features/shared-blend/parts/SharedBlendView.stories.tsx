import { expectLinkTo, expectNoSidewaysScroll, findModal, mobile } from '@kit/dom';
import { aSharedBlend } from '@kit/sharedBlends';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { hrefs } from '@/lib/paths';
import { SharedBlendView } from './SharedBlendView';

/** A note with markup: shown as these very characters. */
const NOTE = '<b>Enak</b> buat pagi <img src=x onerror="alert(1)">';

/** Budi's blend with a note in markup. */
const blend = aSharedBlend({ note: NOTE });

/** The blend as its maker shared it, for a guest unless a story says who is signed in. */
const meta = preview.meta({
  title: 'Parts/SharedBlend/SharedBlendView',
  component: SharedBlendView,
  args: { blend },
});

/** A guest: name, maker, the note as text, composition, and 'Beli blend ini' to log in. */
export const ForAGuest = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blend Sore' })).toBeVisible();
    await expect(canvas.getByText('Diracik oleh Budi')).toBeVisible();
    const note = canvas.getByRole('figure');
    await expect(within(note).getByText(NOTE, { selector: 'blockquote' })).toBeVisible();
    await expect(within(note).getByText('Catatan dari Budi')).toBeVisible();
    await expect(note.querySelector('b, img')).toBeNull();
    await expect(canvas.getByText('Rp 98.000')).toBeVisible();
    await expect(canvas.getByText('Robusta Temanggung', { selector: 'li' })).toHaveTextContent(
      '50% Robusta Temanggung',
    );
    await expect(canvas.getByText('Origin belum tercatat')).toBeVisible();
    await expectLinkTo(canvas, 'Beli blend ini', hrefs.login(hrefs.sharedBlend(blend.slug)));
    // 'Racik ulang' too goes through the login, on to the builder filled with this blend.
    await expectLinkTo(
      canvas,
      'Racik ulang',
      '/login?from=%2Fcustom-blend%2Fpilih-biji-kopi%3Fracik%3Dblend-sore-budi-0000000000',
    );
  },
});

/** A customer: 'Beli blend ini' is a button, and it opens the buying dialog. */
export const ForACustomer = meta.story({
  args: { blend: { ...blend, note: null } },
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expectLinkTo(
      canvas,
      'Racik ulang',
      '/custom-blend/pilih-biji-kopi?racik=blend-sore-budi-0000000000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Beli blend ini' }));
    await expect(await findModal('Beli blend ini')).toBeVisible();
  },
});

/** On a phone the two ways on, buying and remixing, each take the whole width. */
export const OnAPhone = meta.story({
  globals: mobile,
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buy = canvas.getByRole('button', { name: 'Beli blend ini' });
    const remix = canvas.getByRole('link', { name: 'Racik ulang' });
    await expect(remix.getBoundingClientRect().width).toBe(buy.getBoundingClientRect().width);
    await expect(remix.getBoundingClientRect().top).toBeGreaterThan(
      buy.getBoundingClientRect().top,
    );
    await expectNoSidewaysScroll();
  },
});
