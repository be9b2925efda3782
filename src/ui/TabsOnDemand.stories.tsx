import { AbovePlaceholder, framed } from '@kit/dom';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { TabsOnDemand, TabsPlaceholder } from './TabsOnDemand';
import TabsShown, { type TabsOnDemandProps } from './TabsShown';

type ProfileTab = 'pesanan' | 'profile' | 'alamat';

const tabs: TabsOnDemandProps<ProfileTab>['tabs'] = [
  { id: 'pesanan', label: 'Pesanan Saya' },
  { id: 'profile', label: 'My Profile' },
  { id: 'alamat', label: 'Alamat' },
];

const panel = (key: ProfileTab) => (
  <p>{key === 'pesanan' ? 'Belum ada pesanan.' : `Isi tab ${key}`}</p>
);

/**
 * What a page shows while react-aria's tabs load: a stand-in that must take exactly the
 * tabs' room, each tab where it will be, so nothing moves when the tabs replace it.
 */
function SideBySide() {
  const props: TabsOnDemandProps<ProfileTab> = {
    label: 'Profil',
    tabs,
    selectedKey: 'alamat',
    onSelectionChange: () => {},
    panel,
  };
  return (
    <AbovePlaceholder
      shown={<TabsShown {...props} />}
      placeholder={<TabsPlaceholder {...props} />}
    />
  );
}

const boxes = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll<HTMLElement>(selector)].map((element) => {
    const { width, height } = element.getBoundingClientRect();
    return { width: Math.round(width), height: Math.round(height) };
  });

const meta = preview.meta({
  title: 'UI/TabsOnDemand',
  component: SideBySide,
  decorators: [framed({ maxWidth: 480 })],
});

export const PlaceholderTakesTheTabsPlace = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tablist', { name: 'Profil' });
    const real = canvas.getByTestId('shown');
    const stand = canvas.getByTestId('placeholder');
    // The whole, each tab, and the panel.
    await expect(boxes(stand, ':scope > div')).toEqual(boxes(real, ':scope > div'));
    await expect(boxes(real, '[role="tabpanel"]')).toHaveLength(1);
    const tabBoxes = boxes(real, '[role="tab"]');
    await expect(tabBoxes).toHaveLength(3);
    await expect(boxes(stand, ':scope > div > div > div')).toEqual(tabBoxes);
    await expect(boxes(stand, ':scope > div > div:last-child')).toEqual(
      boxes(real, '[role="tabpanel"]'),
    );
    await expect(stand).toHaveTextContent('Isi tab alamat');
  },
});

function Chosen() {
  const [selected, setSelected] = useState<ProfileTab>('pesanan');
  return (
    <TabsOnDemand
      label="Profil"
      tabs={tabs}
      selectedKey={selected}
      onSelectionChange={setSelected}
      panel={panel}
    />
  );
}

/** Once loaded they are react-aria's tabs: a tab, its panel, the chosen one at a press. */
export const OnDemand = meta.story({
  render: () => <Chosen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = await canvas.findByRole('tab', { name: 'Pesanan Saya' });
    await expect(orders).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Pesanan Saya' })).toHaveTextContent(
      'Belum ada pesanan.',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Alamat' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Alamat' })).toHaveTextContent(
      'Isi tab alamat',
    );
  },
});
