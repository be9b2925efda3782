import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '@/ui';
import { DemoMark } from './DemoMark';
import type { DemoFaultSwitch, DevFaults } from './devPanelTypes';

const meta = preview.meta({
  title: 'Dev/DemoMark',
  component: DemoMark,
  parameters: { layout: 'fullscreen' },
});

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const Desktop = meta.story({
  play: async ({ canvasElement }) => {
    const mark = within(canvasElement).getByRole('complementary', { name: 'Mode demo' });
    await expect(mark).toHaveTextContent('Demo · data contoh');
    await expect(mark).toBeVisible();
  },
});

/** With the dev panel's button docked beside it, on a phone: one line, nothing covered. */
export const WithToolOnMobile = meta.story({
  globals: mobile,
  args: { children: <Button size="sm">Panel dev</Button> },
  play: async ({ canvas }) => {
    const mark = canvas.getByRole('complementary', { name: 'Mode demo' });
    const tool = canvas.getByRole('button', { name: 'Panel dev' });
    const [markBox, toolBox] = [mark.getBoundingClientRect(), tool.getBoundingClientRect()];
    await expect(markBox.right).toBeLessThanOrEqual(toolBox.left);
    await expect(toolBox.right).toBeLessThanOrEqual(window.innerWidth);
    // The strip is in the page's flow: it holds its own height and the page starts below it.
    const strip = mark.parentElement;
    await expect(strip && getComputedStyle(strip).position).toBe('static');
    await expect(
      Math.abs(markBox.top + markBox.height / 2 - (toolBox.top + toolBox.height / 2)),
    ).toBeLessThan(2);
  },
});

const NO_FAULTS: DevFaults = { latencyMs: 0, routeLatency: [], failing: [], offline: false };

/** A fault switch like the mock's, starting with `faults` on. */
function faultSwitch(faults: DevFaults): DemoFaultSwitch & { turnOff: ReturnType<typeof fn> } {
  let current = faults;
  const listeners = new Set<() => void>();
  return {
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    turnOff: fn(async () => {
      current = NO_FAULTS;
      for (const listener of listeners) listener();
    }),
  };
}

const failingCart = faultSwitch({ ...NO_FAULTS, failing: ['/api/Cart'], offline: true });

/** Faults switched on (by ?mockFail, ?mockOffline or the panel) show, and turn off, on the page. */
export const FaultsOnOnMobile = meta.story({
  globals: mobile,
  args: { faults: failingCart },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Gangguan simulasi' });
    await expect(banner).toHaveTextContent(
      'Gangguan simulasi aktif: offline · gagal (500): /api/Cart',
    );
    await expect(banner).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Matikan gangguan' }));
    await expect(failingCart.turnOff).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('region', { name: 'Gangguan simulasi' })).toBeNull();
    await expect(canvas.getByRole('complementary', { name: 'Mode demo' })).toBeVisible();
  },
});

export const NoFaultsNoBanner = meta.story({
  args: { faults: faultSwitch(NO_FAULTS) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Mode demo' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Gangguan simulasi' })).toBeNull();
  },
});
