import { findRadioGroup, mobile } from '@kit/dom';
import { failingOnce } from '@kit/gateway';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { EMPTY_BLEND } from '../blend';
import { bean, holding, storedBlend } from '../testBlends';
import { atStep } from './blendStepStory';
import { ChooseBeansStep } from './ChooseBeansStep';

/** Step 1 at its address on the demo gateway: bean type, origin, product, share. */
const meta = preview.meta({
  title: 'Parts/Blend/ChooseBeansStep',
  component: ChooseBeansStep,
  ...atStep('/custom-blend/pilih-biji-kopi', EMPTY_BLEND),
});

/** Each choice opens the next: the origins of a bean type, then that origin's products. */
export const ChoicesOpenOneAfterAnother = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      (await findRadioGroup(canvasElement, 'Jenis biji kopi')).getByRole('radio', {
        name: 'Robusta',
      }),
    );
    await userEvent.click(
      (await findRadioGroup(canvasElement, 'Origin')).getByRole('radio', { name: 'Temanggung' }),
    );
    const products = await findRadioGroup(canvasElement, 'Produk kopi');
    await expect(products.getByRole('radio', { name: 'Robusta Temanggung' })).toBeVisible();
    await expect(canvas.getByText('Sisa 100% lagi untuk dipilih.')).toBeVisible();
  },
});

/** Pressing 'Tambahkan' with nothing chosen says what is missing, in the spec's words. */
export const NothingChosen = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tambahkan' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Pastikan kamu telah memilih biji kopi, origin, produk kopi dan persentase ya!',
    );
    await expect(storedBlend().components).toEqual([]);
  },
});

/** At 75% only 25% is left to offer (SPEC §4). */
export const SeventyFivePercentChosen = meta.story({
  beforeEach: holding({ ...EMPTY_BLEND, components: [bean('Gayo', 50), bean('Toraja', 25)] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sisa 25% lagi untuk dipilih.')).toBeVisible();
    const shares = await findRadioGroup(canvasElement, 'Persentase');
    await expect(shares.getAllByRole('radio')).toHaveLength(1);
    await expect(shares.getByRole('radio', { name: '25%' })).toBeVisible();
  },
});

/** On a phone, the same choices stack in one column. */
export const OnAPhone = meta.story({
  globals: mobile,
  beforeEach: holding({ ...EMPTY_BLEND, components: [bean('Gayo', 50)] }),
  play: async ({ canvasElement }) => {
    const shares = await findRadioGroup(canvasElement, 'Persentase');
    await expect(shares.getAllByRole('radio')).toHaveLength(2);
    await expect(within(canvasElement).getByRole('button', { name: 'Tambahkan' })).toBeVisible();
  },
});

/** The bean types failing to load (issue 13): said, and 'Coba lagi' loads them. */
export const BeanTypesFailThenLoadOnRetry = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(failingOnce('get', '/api/ProductOption/OptionCategory/:optionCategory'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Data blend gagal dimuat.')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Jenis biji kopi' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    const beanTypes = await findRadioGroup(canvasElement, 'Jenis biji kopi');
    await expect(beanTypes.getByRole('radio', { name: 'Arabika' })).toBeVisible();
    await expect(canvas.queryByText('Data blend gagal dimuat.')).toBeNull();
  },
});
