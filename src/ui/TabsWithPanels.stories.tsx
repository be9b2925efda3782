import { framed } from '@kit/dom';
import { useHeld } from '@kit/story';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import TabsWithPanels, { type TabsOnDemandProps } from './TabsWithPanels';

type ProfileTab = 'pesanan' | 'profile' | 'alamat';

const tabs: TabsOnDemandProps<ProfileTab>['tabs'] = [
  {
    id: 'pesanan',
    // A label may be more than words: the count is part of the tab's name.
    label: (
      <>
        Pesanan Saya <span>(2)</span>
      </>
    ),
  },
  { id: 'profile', label: 'My Profile' },
  { id: 'alamat', label: 'Alamat' },
];

const PANELS: Record<ProfileTab, string> = {
  pesanan: 'Dua pesanan menunggu pembayaran.',
  profile: 'Ubah nama, email dan nomor telepon.',
  alamat: 'Belum ada alamat tersimpan.',
};

/** The loaded tabs as TabsOnDemand renders them: the owner holds the choice (the URL). */
const meta = preview.meta({
  title: 'UI/TabsWithPanels',
  component: TabsWithPanels<ProfileTab>,
  args: {
    label: 'Profil',
    tabs,
    selectedKey: 'pesanan' as const,
    onSelectionChange: fn(),
    panel: (key: ProfileTab) => <p>{PANELS[key]}</p>,
  },
  decorators: [framed({ maxWidth: 480 })],
});

/**
 * The owner's choice is the one shown: a press only reports the tab's key, and until the owner
 * takes it (a new address) the chosen tab and its panel stay.
 */
export const TheOwnersChoiceIsShown = meta.story({
  args: { selectedKey: 'alamat' },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('tablist', { name: 'Profil' });
    await expect(within(list).getAllByRole('tab')).toHaveLength(3);
    await expect(canvas.getByRole('tab', { name: 'Alamat' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Alamat' })).toHaveTextContent(
      'Belum ada alamat tersimpan.',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Pesanan Saya (2)' }));
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
    await expect(args.onSelectionChange).toHaveBeenCalledWith('pesanan');
    await expect(canvas.getByRole('tab', { name: 'Alamat' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Alamat' })).toBeVisible();
    await expect(canvas.queryByText(PANELS.pesanan)).toBeNull();
  },
});

/** A choice held as a screen holds it (the profile's ?tab=). */
function Held(props: TabsOnDemandProps<ProfileTab>) {
  const [selected, select] = useHeld(props.selectedKey, props.onSelectionChange);
  return <TabsWithPanels {...props} selectedKey={selected} onSelectionChange={select} />;
}

/**
 * One panel per tab, named by its tab, with what `panel` gives for that key; the owner taking
 * the reported key shows that tab's panel, and only it.
 */
export const EachTabItsPanel = meta.story({
  render: (args) => <Held {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'Pesanan Saya (2)' })).toHaveTextContent(
      PANELS.pesanan,
    );
    for (const [name, key] of [
      ['My Profile', 'profile'],
      ['Alamat', 'alamat'],
    ] as const) {
      await userEvent.click(canvas.getByRole('tab', { name }));
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(key);
      const panels = canvas.getAllByRole('tabpanel');
      await expect(panels).toHaveLength(1);
      await expect(panels[0]).toHaveAccessibleName(name);
      await expect(panels[0]).toHaveTextContent(PANELS[key]);
    }
  },
});
