import { mobile } from '@kit/dom';
import { findScreen, screenStory } from '@kit/story';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import PartnershipScreen from './PartnershipScreen';

/** The partnership page as the storefront shows it at /partnership. */
const meta = preview.meta({
  title: 'Screens/Partnership/PartnershipScreen',
  component: PartnershipScreen,
  ...screenStory({ route: '/partnership' }),
});

/** The page once its chunk has loaded through the real route table. */
const partnership = (canvasElement: HTMLElement) => findScreen(canvasElement, 'Partnership');

export const Desktop = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await partnership(canvasElement);
    await expect(canvas.getByText(/Punya kafe, kantor atau usaha katering\?/)).toBeVisible();
    const offers = within(
      canvas.getByRole('region', { name: 'Yang bisa kita kerjakan bersama' }),
    ).getAllByRole('listitem');
    await expect(offers).toHaveLength(3);
    const email = canvas.getByRole('link', { name: 'kemitraan@kopinusantara.id' });
    await expect(email.getAttribute('href')).toMatch(/^mailto:kemitraan@kopinusantara\.id\?/);
    const whatsapp = canvas.getByRole('link', { name: '+62 811-2000-2024' });
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/6281120002024');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

export const Mobile = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = await partnership(canvasElement);
    // Nothing runs off the side of a phone, the long e-mail address included.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
    const email = canvas.getByRole('link', { name: 'kemitraan@kopinusantara.id' });
    await expect(email.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});
