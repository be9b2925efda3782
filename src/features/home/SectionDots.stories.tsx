import { mobile } from '@kit/dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { SectionDots } from './SectionDots';

const sections = [
  { id: 'beranda', label: 'Blend Kopimu Sendiri' },
  { id: 'kategori', label: 'Kategori produk' },
  { id: 'member', label: 'Daftar member' },
];

/** The dots beside the home page, with the sections they point to. */
const meta = preview.meta({
  title: 'Parts/Home/SectionDots',
  component: SectionDots,
  args: { label: 'Bagian halaman', sections, activeId: 'kategori', onSelect: fn() },
  render: (args) => (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-label={section.label} />
      ))}
      <SectionDots {...args} />
    </>
  ),
});

const dots = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Bagian halaman' })).getAllByRole(
    'link',
  );

export const MarksTheSectionBeingRead = meta.story({
  play: async ({ canvasElement, args }) => {
    const [hero, categories, member] = dots(canvasElement) as HTMLElement[];
    await expect(dots(canvasElement).map((dot) => dot.getAttribute('aria-label'))).toEqual(
      sections.map((section) => section.label),
    );
    await expect(categories).toHaveAttribute('aria-current', 'location');
    await expect(hero).not.toHaveAttribute('aria-current');
    await expect(member).toHaveAttribute('aria-controls', 'member');
    // A real link to its section: pressed before the app has the page, the browser goes there.
    await expect(member).toHaveAttribute('href', '#member');
    await userEvent.click(member as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith('member');
  },
});

/** Real links: Tab reaches them, Enter moves to their section. */
export const ByKeyboard = meta.story({
  play: async ({ canvasElement, args }) => {
    (dots(canvasElement)[0] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenNthCalledWith(1, 'beranda');
    await expect(args.onSelect).toHaveBeenNthCalledWith(2, 'kategori');
  },
});

/** Thin on a phone, still a target a thumb can hit, at the screen's edge. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    for (const dot of dots(canvasElement)) {
      const box = dot.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
});
