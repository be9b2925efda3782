import { expectNoSidewaysScroll, framed, mobile } from '@kit/dom';
import { useHeld } from '@kit/story';
import { branches } from '@mocks/seed/branches';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { Branch } from '@/api/branches';
import { BranchPicker, type BranchPickerProps } from './BranchPicker';

/** The mock gateway's first branches, as the storefront reads them. */
const kemang = branches[0] as Branch;
const menteng = branches[1] as Branch;
const braga = branches[2] as Branch;

/** The picker as the branch screen holds it: the screen keeps the branch it reports. */
function HeldChoice(props: BranchPickerProps) {
  const [chosen, choose] = useHeld(props.chosen, props.onChoose);
  return <BranchPicker {...props} chosen={chosen} onChoose={choose} />;
}

/** The mock gateway's first three branches, in the screen's main column. */
const meta = preview.meta({
  title: 'Parts/Branch/BranchPicker',
  component: BranchPicker,
  args: { branches: [kemang, menteng, braga], chosen: null, onChoose: fn() },
  render: (args) => <HeldChoice {...args} />,
  decorators: [framed({ maxWidth: 640 })],
});

type Canvas = ReturnType<typeof within>;

const group = (canvas: Canvas) => canvas.getByRole('radiogroup', { name: 'Cabang Kopi Nusantara' });
const radio = (canvas: Canvas, branch: Branch) =>
  canvas.getByRole('radio', { name: new RegExp(`^${branch.name}`) });

/** What the chosen branch shows beside the list: its picture, name, address and map link. */
async function expectChosen(canvas: Canvas, branch: Branch, address: string) {
  const chosen = within(canvas.getByRole('figure'));
  await expect(chosen.getByText(branch.name)).toBeVisible();
  await expect(chosen.getByText(address)).toBeVisible();
  const picture = canvas.getByRole('figure').querySelector('img');
  await expect(picture).toHaveAttribute('src', branch.imageUrl);
  // The name beside it says which branch it is.
  await expect(picture).toHaveAttribute('alt', '');
  const map = chosen.getByRole('link', { name: `Lihat peta ${branch.name} (membuka tab baru)` });
  await expect(map).toHaveTextContent('Lihat peta');
  await expect(map).toHaveAttribute('href', branch.gMapsUrl);
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
}

/** Each branch is a radio named by it and its address; the chosen one shows its picture. */
export const ChooseWithThePointer = meta.story({
  play: async ({ canvas, args }) => {
    await expect(within(group(canvas)).getAllByRole('radio')).toHaveLength(3);
    await expect(radio(canvas, kemang)).toHaveAccessibleName(
      'Kopi Nusantara Kemang Jl. Kemang Raya No. 18, Bangka, Mampang Prapatan, Jakarta Selatan 12730',
    );
    // Nothing chosen yet: no branch shown, the group says a choice is needed.
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(group(canvas)).toHaveAttribute('aria-required', 'true');

    await userEvent.click(radio(canvas, menteng));
    await expect(args.onChoose).toHaveBeenLastCalledWith('JKT-MTG');
    await expect(radio(canvas, menteng)).toBeChecked();
    await expectChosen(
      canvas,
      menteng,
      'Jl. Cikini Raya No. 45, Cikini, Menteng, Jakarta Pusat 10330',
    );
  },
});

/** Tab reaches the list, Space chooses, the arrow keys move the choice; the picture follows. */
export const ChooseWithTheKeyboard = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(radio(canvas, kemang)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChoose).toHaveBeenLastCalledWith('JKT-KMG');
    await expectChosen(
      canvas,
      kemang,
      'Jl. Kemang Raya No. 18, Bangka, Mampang Prapatan, Jakarta Selatan 12730',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(radio(canvas, braga)).toBeChecked();
    await expect(args.onChoose).toHaveBeenLastCalledWith('BDG-BRG');
    await expectChosen(canvas, braga, 'Jl. Braga No. 47, Braga, Sumur Bandung, Bandung 40111');
  },
});

/**
 * The gateway's map link is followed only on https, and its picture only from the web or
 * this site: a back office's `http:` or `javascript:` is not offered.
 */
export const UnsafeLinksAreNotOffered = meta.story({
  args: {
    branches: [
      { ...kemang, gMapsUrl: 'http://maps.google.com/?q=Kemang', imageUrl: 'javascript:alert(1)' },
      { ...menteng, gMapsUrl: 'javascript:alert(document.cookie)', imageUrl: null },
    ],
    chosen: 'JKT-KMG',
  },
  play: async ({ canvas }) => {
    const chosen = canvas.getByRole('figure');
    await expect(within(chosen).getByText('Kopi Nusantara Kemang')).toBeVisible();
    await expect(chosen.querySelector('img')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(radio(canvas, menteng));
    await expect(
      within(canvas.getByRole('figure')).getByText('Kopi Nusantara Menteng'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

/** While the QR invoice is being made the choice cannot change under it. */
export const WhileTheInvoiceIsSent = meta.story({
  args: { chosen: 'JKT-KMG', isDisabled: true },
  play: async ({ canvas, args }) => {
    for (const option of within(group(canvas)).getAllByRole('radio')) {
      await expect(option).toBeDisabled();
    }
    await userEvent.click(radio(canvas, menteng));
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(radio(canvas, kemang)).toBeChecked();
    await expect(
      within(canvas.getByRole('figure')).getByText('Kopi Nusantara Kemang'),
    ).toBeVisible();
  },
});

/** On a phone the chosen branch's picture stands above its name and address. */
export const ChosenOnAPhone = meta.story({
  globals: mobile,
  args: { chosen: 'JKT-KMG' },
  play: async ({ canvas }) => {
    const chosen = canvas.getByRole('figure');
    const picture = chosen.querySelector('img') as HTMLImageElement;
    const name = within(chosen).getByText('Kopi Nusantara Kemang');
    await expect(picture.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      name.getBoundingClientRect().top,
    );
    await expectNoSidewaysScroll();
  },
});
