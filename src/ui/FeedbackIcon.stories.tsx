import { expectDecorative } from '@kit/dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeedbackIcon, type FeedbackKind } from './FeedbackIcon';

const KINDS: FeedbackKind[] = ['success', 'error', 'info', 'warning'];

/** The mark above an alert's title; the title says the same in words. */
const meta = {
  title: 'UI/FeedbackIcon',
  component: FeedbackIcon,
  args: { kind: 'success' },
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('span') as HTMLElement;
    await expectDecorative(mark);
    await expectDecorative(mark.querySelector('svg'));
    // A round tint, 56 px across, the glyph drawn in the kind's own colour.
    const { width, height } = mark.getBoundingClientRect();
    await expect([width, height]).toEqual([56, 56]);
    await expect(getComputedStyle(mark).borderRadius).toBe('50%');
  },
} satisfies Meta<typeof FeedbackIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const ErrorMark: Story = { args: { kind: 'error' } };
export const Info: Story = { args: { kind: 'info' } };
export const Warning: Story = { args: { kind: 'warning' } };

/** Each kind is told apart by its colour and its glyph, not by one of them alone. */
export const KindsDiffer: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {KINDS.map((kind) => (
        <FeedbackIcon key={kind} kind={kind} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const marks = Array.from(canvasElement.querySelectorAll<HTMLElement>('div > span'));
    await expect(marks).toHaveLength(4);
    const colours = new Set(marks.map((mark) => getComputedStyle(mark).color));
    const glyphs = new Set(marks.map((mark) => mark.querySelector('path')?.getAttribute('d')));
    await expect(colours.size).toBe(4);
    await expect(glyphs.size).toBe(4);
  },
};
