import { AbovePlaceholder, findLoadingArea, framed } from '@kit/dom';
import { failingFirstDownload, retryAfterOffline } from '@kit/parts';
import { type ComponentType, type ReactNode, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { onDemandPart } from './onDemandPart';
import { TabsOnDemand, TabsSkeleton } from './TabsOnDemand';
import TabsWithPanels, { type TabsOnDemandProps } from './TabsWithPanels';

type ProfileTab = 'pesanan' | 'profile' | 'alamat';

const tabs: TabsOnDemandProps<ProfileTab>['tabs'] = [
  { id: 'pesanan', label: 'Pesanan Saya' },
  { id: 'profile', label: 'My Profile' },
  { id: 'alamat', label: 'Alamat' },
];

const panel = (key: ProfileTab) => (
  <p>{key === 'pesanan' ? 'Belum ada pesanan.' : `Isi tab ${key}`}</p>
);

const props: TabsOnDemandProps<ProfileTab> = {
  label: 'Profil',
  tabs,
  selectedKey: 'alamat',
  onSelectionChange: () => {},
  panel,
};

/**
 * What a page shows while react-aria's tabs load: their skeleton, which must take exactly
 * the tabs' room (the tab list's row, the panel below it), so nothing moves when the tabs
 * replace it; the chosen panel shows in it already.
 */
function SideBySide() {
  return (
    <AbovePlaceholder
      shown={<TabsWithPanels {...props} />}
      placeholder={<TabsSkeleton {...props} />}
    />
  );
}

const box = (element: Element | null | undefined) => {
  const { width, height } = element?.getBoundingClientRect() ?? { width: -1, height: -1 };
  return { width: Math.round(width), height: Math.round(height) };
};

const meta = preview.meta({
  title: 'UI/TabsOnDemand',
  component: SideBySide,
  decorators: [framed({ maxWidth: 480 })],
});

export const SkeletonTakesTheTabsPlace = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('tablist', { name: 'Profil' });
    const real = canvas.getByTestId('shown');
    const stand = canvas.getByTestId('placeholder');
    // The whole, the tab list's row, and the panel.
    await expect(real).toContainElement(list);
    await expect(box(stand.firstElementChild)).toEqual(box(list.parentElement));
    await expect(box(stand.firstElementChild?.firstElementChild)).toEqual(box(list));
    await expect(box(stand.firstElementChild?.lastElementChild)).toEqual(
      box(canvas.getByRole('tabpanel')),
    );
    // A person hears the tabs are loading, finds none to press yet, and reads the panel.
    await findLoadingArea(stand, 'Memuat…');
    await expect(within(stand).queryByRole('tab')).toBeNull();
    await expect(within(stand).getByText('Isi tab alamat')).toBeVisible();
  },
});

function Chosen({
  Tabs = TabsOnDemand,
}: {
  Tabs?: (props: TabsOnDemandProps<ProfileTab>) => ReactNode;
}) {
  const [selected, setSelected] = useState<ProfileTab>('pesanan');
  return (
    <Tabs
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

/** The tabs as TabsOnDemand makes them, on a download that fails the first time. */
function OfflineFirst() {
  const [Tabs] = useState(() =>
    onDemandPart(
      failingFirstDownload(
        async () =>
          (await import('./TabsWithPanels')).default as ComponentType<TabsOnDemandProps<string>>,
      ),
      { Skeleton: TabsSkeleton },
    ),
  );
  return <Chosen Tabs={Tabs as (props: TabsOnDemandProps<ProfileTab>) => ReactNode} />;
}

/**
 * The tabs' code could not be downloaded (offline): the shop's offline words stand in their
 * place, and 'Coba lagi' downloads it again, after which the tabs work.
 */
export const DownloadFailsThenRetry = meta.story({
  render: () => <OfflineFirst />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await retryAfterOffline(canvasElement);
    const orders = await canvas.findByRole('tab', { name: 'Pesanan Saya' });
    await expect(orders).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Alamat' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Alamat' })).toHaveTextContent(
      'Isi tab alamat',
    );
  },
});
