import { blendLine } from '@kit/cartLines';
import { findModal, mobile } from '@kit/dom';
import { sitiMakesHerBlend, sitiSharesHerBlend } from '@kit/sitisSharedBlend';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ShareBlendButton } from './ShareBlendButton';

/** 'Bagikan blend ini' under Siti's own blend, as her cart's blend window and order show it. */
const meta = preview.meta({
  title: 'Parts/SharedBlend/ShareBlendButton',
  component: ShareBlendButton,
  args: { line: blendLine },
  parameters: { session: 'siti' },
});

/** Not shared yet: the button opens the dialog with the preview and 'Bagikan'. */
export const NotSharedYet = meta.story({
  beforeEach: sitiMakesHerBlend,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bagikan blend ini' }));
    const dialog = within(await findModal('Bagikan blend ini'));
    await expect(await dialog.findByRole('button', { name: 'Bagikan' })).toBeVisible();
    await expect(canvas.queryByText('Blend ini sedang dibagikan.')).toBeNull();
  },
});

let slug = '';

/** Shared already, on a phone: said so, and its button opens the dialog with the address. */
export const SharedAlreadyOnAPhone = meta.story({
  globals: mobile,
  beforeEach: async () => {
    await sitiMakesHerBlend();
    slug = await sitiSharesHerBlend();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Blend ini sedang dibagikan.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat tautan blend' }));
    const dialog = within(await findModal('Bagikan blend ini'));
    await expect(await dialog.findByRole('textbox', { name: 'Tautan blend' })).toHaveValue(
      `${window.location.origin}/blend/${slug}`,
    );
  },
});

/** A guest: nothing to share, no button. */
export const Guest = meta.story({
  parameters: { session: 'guest' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('Bagikan blend ini');
  },
});
