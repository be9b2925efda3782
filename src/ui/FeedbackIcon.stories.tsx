import { expectDecorative } from '@kit/dom';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { FeedbackIcon, type FeedbackKind } from './FeedbackIcon';

const KINDS: FeedbackKind[] = ['success', 'error', 'info', 'warning'];

/** The mark above an alert's title; the title says the same in words. */
const meta = preview.meta({
  title: 'UI/FeedbackIcon',
  component: FeedbackIcon,
  args: { kind: 'success' as const },
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('span') as HTMLElement;
    await expectDecorative(mark);
    await expectDecorative(mark.querySelector('svg'));
    // A round tint, 56 px across, the glyph drawn in the kind's own colour.
    const { width, height } = mark.getBoundingClientRect();
    await expect([width, height]).toEqual([56, 56]);
    await expect(getComputedStyle(mark).borderRadius).toBe('50%');
  },
});

export const Success = meta.story({});
export const ErrorMark = meta.story({ args: { kind: 'error' } });
export const Info = meta.story({ args: { kind: 'info' } });
export const Warning = meta.story({ args: { kind: 'warning' } });

/** Each kind is told apart by its colour and its glyph, not by one of them alone. */
export const KindsDiffer = meta.story({
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
});
