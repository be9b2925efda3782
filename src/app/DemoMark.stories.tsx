import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '@/ui';
import { DemoMark } from './DemoMark';

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
