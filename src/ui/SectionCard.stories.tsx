import { mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { SectionCard } from './SectionCard';

const meta = preview.meta({
  title: 'UI/SectionCard',
  component: SectionCard,
  args: {
    title: 'Alamat pengiriman',
    children: <p>Jl. Cipete Raya No. 27, RT 004/RW 002, Cipete Selatan</p>,
  },
});

/** A region named by its level-2 heading: a screen reader lists it among the page's parts. */
export const NamedByItsHeading = meta.story({
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Alamat pengiriman' });
    await expect(
      within(section).getByRole('heading', { level: 2, name: 'Alamat pengiriman' }),
    ).toBeVisible();
    await expect(
      within(section).getByText('Jl. Cipete Raya No. 27, RT 004/RW 002, Cipete Selatan'),
    ).toBeVisible();
  },
});

/** Two cards on one page are two regions, each named by its own heading. */
export const TwoOnOnePage = meta.story({
  render: () => (
    <>
      <SectionCard title="Alamat pengiriman">
        <p>Rumah</p>
      </SectionCard>
      <SectionCard title="Pengiriman">
        <p>JNE - REG</p>
      </SectionCard>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
    await expect(
      within(canvas.getByRole('region', { name: 'Pengiriman' })).getByText('JNE - REG'),
    ).toBeVisible();
  },
});

/** On a phone the card gives its content more of the narrow screen. */
export const OnAPhone = meta.story({
  globals: mobile,
  args: {
    title: 'Ringkasan pembayaran',
    children: <p>Menara Karya Lt. 12, Jl. H.R. Rasuna Said Kav. 1-2, Kuningan Timur</p>,
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Ringkasan pembayaran' });
    await expect(getComputedStyle(section).paddingLeft).toBe('16px');
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
});

export const OnDesktop = meta.story({
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('region')).paddingLeft).toBe('20px');
  },
});
