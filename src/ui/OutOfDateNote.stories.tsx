import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { OutOfDateNote } from './OutOfDateNote';

const meta = preview.meta({
  title: 'UI/OutOfDateNote',
  component: OutOfDateNote,
});

/** Something shown may be out of date: said in the status region. */
export const Offline = meta.story({
  args: { shown: [{ outOfDate: false }, { outOfDate: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Kamu sedang offline. Yang tampil mungkin sudah tidak terbaru.',
    );
  },
});

/** Everything current: the region is there, silent and empty. */
export const Current = meta.story({
  args: { shown: [{ outOfDate: false }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
});
