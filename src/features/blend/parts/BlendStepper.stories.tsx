import { mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { EMPTY_BLEND } from '../blend';
import { COMPOSED_BLEND, NAMED_BLEND } from '../testBlends';
import { BlendStepper } from './BlendStepper';

/** The builder's four steps: where the shopper is, and which steps they may go back or on to. */
const meta = preview.meta({
  title: 'Parts/Blend/BlendStepper',
  component: BlendStepper,
  args: { blend: COMPOSED_BLEND, current: 'pilih-kemasan-produk' as const },
});

/** Each step as a person meets it: its name, whether it is the current one, its link if any. */
function steps(canvasElement: HTMLElement) {
  const stepper = within(canvasElement).getByRole('navigation', {
    name: 'Langkah membuat blend',
  });
  return within(stepper)
    .getAllByRole('listitem')
    .map((step) => {
      const link = within(step).queryByRole('link');
      return {
        name: step.textContent?.replace(/^\d/, ''),
        current: step.getAttribute('aria-current'),
        href: link?.getAttribute('href') ?? null,
      };
    });
}

/** A fresh blend: the first step is where the shopper is, and no step further is open yet. */
export const FirstStep = meta.story({
  args: { blend: EMPTY_BLEND, current: 'pilih-biji-kopi' },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement)).toEqual([
      { name: 'Pilih biji kopi', current: 'step', href: null },
      { name: 'Pilih kemasan produk', current: null, href: null },
      { name: 'Input nama blend', current: null, href: null },
      { name: 'Hasil akhir', current: null, href: null },
    ]);
  },
});

/** Composition done, packaging next: the beans can be reopened, the later steps cannot. */
export const SecondStep = meta.story({
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement)).toEqual([
      { name: 'Pilih biji kopi', current: null, href: '/custom-blend/pilih-biji-kopi' },
      { name: 'Pilih kemasan produk', current: 'step', href: null },
      { name: 'Input nama blend', current: null, href: null },
      { name: 'Hasil akhir', current: null, href: null },
    ]);
  },
});

/** Every step done: on the review, each earlier step is a way back to change it. */
export const Review = meta.story({
  args: { blend: NAMED_BLEND, current: 'hasil-akhir' },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement)).toEqual([
      { name: 'Pilih biji kopi', current: null, href: '/custom-blend/pilih-biji-kopi' },
      { name: 'Pilih kemasan produk', current: null, href: '/custom-blend/pilih-kemasan-produk' },
      { name: 'Input nama blend', current: null, href: '/custom-blend/input-nama-blend' },
      { name: 'Hasil akhir', current: 'step', href: null },
    ]);
  },
});

/** Gone back to the beans of a finished blend: the steps after it stay open. */
export const BackAtTheBeans = meta.story({
  args: { blend: NAMED_BLEND, current: 'pilih-biji-kopi' },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement).map(({ current, href }) => [current, href])).toEqual([
      ['step', null],
      [null, '/custom-blend/pilih-kemasan-produk'],
      [null, '/custom-blend/input-nama-blend'],
      [null, '/custom-blend/hasil-akhir'],
    ]);
  },
});

/** On a phone the four steps sit two by two, within the screen's width. */
export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const [first, second, third] = within(canvasElement)
      .getAllByRole('listitem')
      .map((step) => step.getBoundingClientRect());
    await expect(second?.top).toBe(first?.top);
    await expect(third?.top).toBeGreaterThanOrEqual(first?.bottom ?? Infinity);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** On a desktop all four sit in one row. */
export const OnDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const tops = within(canvasElement)
      .getAllByRole('listitem')
      .map((step) => step.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
});
