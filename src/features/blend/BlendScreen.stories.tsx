import {
  answerConfirm,
  dismissAlert,
  expectNoSidewaysScroll,
  findAlert,
  findRadioGroup,
  mobile,
  modalGone,
  page,
} from '@kit/dom';
import {
  answerLostOnce,
  failing,
  failingOnce,
  gatewayWith,
  offline,
  sentFirstByAnotherTabOnce,
  spyOnKeys,
  spyOnRequests,
} from '@kit/gateway';
import {
  expectLocation,
  expectNoGlobalError,
  findScreen,
  guestIsSentToLogin,
  screenStory,
} from '@kit/story';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { pushedEvents } from '@/features/analytics/public';
import { STORAGE_KEYS } from '@/lib/storage';
import BlendScreen from './BlendScreen';
import {
  bean,
  COMPOSED_BLEND,
  holding,
  NAMED_BLEND,
  PACKED_BLEND,
  storedBlend,
} from './testBlends';
import { blendTexts as t } from './texts';

const PRODUCT = '/api/Product';
const CART = '/api/Cart';
const productCreations = spyOnRequests('post', PRODUCT);
const cartAdditions = spyOnRequests('post', CART);
const productKeys = spyOnKeys('post', PRODUCT);
const codeRequests = spyOnRequests('get', '/api/Product/NextCode');
const spies = [productCreations, cartAdditions, productKeys, codeRequests];

/** Siti at the builder's address, behind the real guard, on the mock gateway. */
const meta = preview.meta({
  title: 'Screens/Blend/Blend builder',
  component: BlendScreen,
  ...screenStory({
    route: '/custom-blend',
    session: 'siti',
    spies,
    watchesGlobalErrors: true,
  }),
});

/** The blend the tab's session storage holds when the story opens (a reload mid-blend). */

const findBuilder = (canvasElement: HTMLElement) => findScreen(canvasElement, t.title, 5000);

async function expectCurrentStep(canvasElement: HTMLElement, name: string) {
  const stepper = within(canvasElement).getByRole('navigation', { name: t.stepperLabel });
  const current = within(stepper)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
  await expect(current).toHaveTextContent(name);
}

async function choose(canvasElement: HTMLElement, group: string, option: string | RegExp) {
  const radios = await findRadioGroup(canvasElement, group);
  await userEvent.click(radios.getByRole('radio', { name: option }));
}

/** Step 1: a bean type, its origin, the product and its share chosen, and 'Tambahkan' pressed. */
async function addBean(
  canvasElement: HTMLElement,
  beanType: string,
  origin: string,
  product: string,
  share: string,
) {
  await choose(canvasElement, t.beans.beanType, beanType);
  await choose(canvasElement, t.beans.origin, origin);
  await choose(canvasElement, t.beans.product, product);
  await choose(canvasElement, t.beans.percentage, share);
  await userEvent.click(within(canvasElement).getByRole('button', { name: t.beans.add }));
}

/** Step 2: a 250 g Coffee Bag, ground for V60, the choice the price is asked for. */
async function chooseBagForV60(canvasElement: HTMLElement) {
  await choose(canvasElement, t.packaging.packaging, 'Coffee Bag');
  await choose(canvasElement, t.packaging.unit, '250 g');
  await choose(canvasElement, t.packaging.grind, 'Sedang (V60 / Drip)');
}

/** 'Pesan sekarang' pressed on the review and the question answered yes: the builder's canvas. */
async function orderTheBlend(canvasElement: HTMLElement) {
  const canvas = await findBuilder(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: t.review.order }));
  await answerConfirm(t.order.confirm);
  return canvas;
}

const REVIEW = '/custom-blend/hasil-akhir';

/**
 * The named blend ('Pagi Siti ☕', Rp 85.000) at its review, with `faults` answering first:
 * ahead of the spies, which count only what gets past them.
 */
function reviewing(...faults: RequestHandler[]) {
  return {
    parameters: { route: REVIEW },
    beforeEach: ({ msw }: { msw: { use: (...handlers: RequestHandler[]) => void } }) => {
      holding(NAMED_BLEND)();
      msw.use(...faults);
    },
  };
}

function offeredPercentages(canvasElement: HTMLElement) {
  const group = within(canvasElement).getByRole('radiogroup', { name: t.beans.percentage });
  return within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);
}

/** An empty blend at /custom-blend opens step 1, its stepper and an empty chart. */
export const Empty = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await expectLocation('/custom-blend/pilih-biji-kopi');
    await expectCurrentStep(canvasElement, t.steps['pilih-biji-kopi']);
    await expect(canvas.getByRole('img', { name: t.composition.empty })).toBeVisible();
    await expect(offeredPercentages(canvasElement)).toEqual(['25%', '50%', '75%', '100%']);
  },
});

/** 'Tambahkan' with a choice missing says what is needed and adds nothing. */
export const MissingChoice = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await choose(canvasElement, t.beans.beanType, 'Arabika');
    await userEvent.click(canvas.getByRole('button', { name: t.beans.add }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.beans.missingChoice);
    await expect(page.queryByRole('alertdialog')).toBeNull();
  },
});

/** Bean type, origin, product, share, confirmed: the chart and the shares left follow. */
export const AddsAComponent = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await addBean(canvasElement, 'Arabika', 'Gayo', 'Arabika Gayo Full Wash', '50%');
    const { dialog } = await answerConfirm(t.beans.confirm);
    await expect(dialog).toHaveTextContent('50% Arabika Gayo Full Wash akan ditambahkan ke blend.');
    await modalGone('alertdialog');
    await expect(
      canvas.getByRole('img', { name: 'Komposisi blend: 50% Arabika Gayo Full Wash' }),
    ).toBeVisible();
    await expect(offeredPercentages(canvasElement)).toEqual(['25%', '50%']);
    await expect(storedBlend().components).toHaveLength(1);
  },
});

/** Gayo 50 and Toraja 25 in: only 25% is left to offer; the product in the blend is taken. */
export const PartlyFilled = meta.story({
  beforeEach: holding({ ...COMPOSED_BLEND, components: [bean('Gayo', 50), bean('Toraja', 25)] }),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: 'Komposisi blend: 50% Arabika Gayo Full Wash, 25% Arabika Toraja Sapan',
      }),
    ).toBeVisible();
    await expect(offeredPercentages(canvasElement)).toEqual(['25%']);
    await choose(canvasElement, t.beans.beanType, 'Arabika');
    await choose(canvasElement, t.beans.origin, 'Gayo');
    await expect(
      await canvas.findByRole('radio', { name: /Arabika Gayo Full Wash/ }, { timeout: 5000 }),
    ).toBeDisabled();
  },
});

/** The addition that reaches 100% moves the shopper on to packaging (SPEC §4). */
export const CompletingMovesOn = meta.story({
  beforeEach: holding({ ...COMPOSED_BLEND, components: [bean('Gayo', 50), bean('Toraja', 25)] }),
  play: async ({ canvasElement }) => {
    await findBuilder(canvasElement);
    await addBean(canvasElement, 'Robusta', 'Temanggung', 'Robusta Temanggung', '25%');
    await answerConfirm(t.beans.confirm);
    await expectLocation('/custom-blend/pilih-kemasan-produk');
    await expectCurrentStep(canvasElement, t.steps['pilih-kemasan-produk']);
    await expect(storedBlend().components).toHaveLength(3);
  },
});

/** At 100% the picker gives way to 'Lanjut'; a component can still be removed. */
export const Complete = meta.story({
  beforeEach: holding(COMPOSED_BLEND),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await expectLocation('/custom-blend/pilih-kemasan-produk');
    await userEvent.click(canvas.getByRole('link', { name: t.steps['pilih-biji-kopi'] }));
    await expectLocation('/custom-blend/pilih-biji-kopi');
    await expect(await canvas.findByText(t.beans.complete)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.beans.add })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Robusta Temanggung' }));
    await expect(offeredPercentages(canvasElement)).toEqual(['25%']);
    await expect(canvas.queryByRole('link', { name: t.next })).toBeNull();
  },
});

/** An origin whose bean type has no products: SPEC §8's words, nothing to choose. */
export const NotFound = meta.story({
  parameters: gatewayWith(http.get('*/api/Product/ByOptionNames', () => HttpResponse.json([]))),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await choose(canvasElement, t.beans.beanType, 'Arabika');
    await choose(canvasElement, t.beans.origin, 'Toraja');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.beans.notFound);
    await expect(canvas.queryByRole('radiogroup', { name: t.beans.product })).toBeNull();
  },
});

/** A later step asked for too early goes back to the first one not done; unknown to the first. */
export const StepNotOpenYet = meta.story({
  parameters: { route: REVIEW },
  beforeEach: holding(COMPOSED_BLEND),
  play: async ({ canvasElement }) => {
    await findBuilder(canvasElement);
    await expectLocation('/custom-blend/pilih-kemasan-produk');
    await expectCurrentStep(canvasElement, t.steps['pilih-kemasan-produk']);
  },
});

export const UnknownStep = meta.story({
  parameters: { route: '/custom-blend/langkah-rahasia' },
  beforeEach: holding(NAMED_BLEND),
  play: async ({ canvasElement }) => {
    await findBuilder(canvasElement);
    await expectLocation('/custom-blend/pilih-biji-kopi');
  },
});

/** Drip Bag, Isi 10 and a grind: the Drip price call answers, and the shopper goes on. */
export const Packaging = meta.story({
  parameters: { route: '/custom-blend/pilih-kemasan-produk' },
  beforeEach: holding(COMPOSED_BLEND),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    const next = canvas.getByRole('button', { name: t.next });
    await expect(next).toBeDisabled();
    await choose(canvasElement, t.packaging.packaging, 'Drip Bag');
    await choose(canvasElement, t.packaging.unit, 'Isi 10');
    // Drip bags hold ground coffee: whole beans are not offered.
    const grinds = canvas.getByRole('radiogroup', { name: t.packaging.grind });
    await expect(within(grinds).queryByRole('radio', { name: /Biji Utuh/ })).toBeNull();
    await choose(canvasElement, t.packaging.grind, 'Sedang (V60 / Drip)');
    await expect(await canvas.findByText(/^Rp\s?[\d.]+$/)).toBeVisible();
    await userEvent.click(next);
    await expectLocation('/custom-blend/input-nama-blend');
    await expect(storedBlend()).toMatchObject({
      packaging: 'Drip',
      unit: { alternateUoM: { code: '10PCS', name: 'Isi 10' } },
    });
    await expect(storedBlend().price).toBeGreaterThan(0);
  },
});

const packagingWithPrice = (answer: () => Response) => ({
  parameters: {
    route: '/custom-blend/pilih-kemasan-produk',
    ...gatewayWith(http.post('*/api/Product/CustomBlend/Price*', answer)),
  },
  beforeEach: holding(COMPOSED_BLEND),
});

/** The price call failing: said, with 'Coba lagi', and the shopper cannot go on. */
export const PriceError = meta.story({
  ...packagingWithPrice(() => HttpResponse.json({ error: 'server_error' }, { status: 500 })),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await chooseBagForV60(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t.packaging.priceError);
    await expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.next })).toBeDisabled();
    await expectNoGlobalError();
  },
});

/** A price of 0 is no price (SPEC §5): said, and the shopper cannot go on. */
export const PriceZero = meta.story({
  ...packagingWithPrice(() => HttpResponse.json(0)),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await chooseBagForV60(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.packaging.priceZero);
    await expect(canvas.getByRole('button', { name: t.next })).toBeDisabled();
  },
});

/** Spaces only, then 41 characters, are refused; HTML is a name like any other, as text. */
export const NameInvalid = meta.story({
  parameters: { route: '/custom-blend/input-nama-blend' },
  beforeEach: holding(PACKED_BLEND),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    const field = canvas.getByRole('textbox', { name: t.name.label });
    const next = canvas.getByRole('button', { name: t.next });
    await userEvent.type(field, '   ');
    await userEvent.click(next);
    await expect(await canvas.findByText(t.name.required)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'k'.repeat(41));
    await expect(await canvas.findByText(t.name.tooLong(40))).toBeVisible();
    await expectLocation('/custom-blend/input-nama-blend');
    await userEvent.clear(field);
    await userEvent.type(field, '<b>Senja</b> 👨‍👩‍👧');
    await userEvent.click(next);
    await expectLocation('/custom-blend/hasil-akhir');
    await expect(await canvas.findByText('<b>Senja</b> 👨‍👩‍👧')).toBeVisible();
    await expect(canvasElement.querySelector('dd b')).toBeNull();
  },
});

/** The review: composition, taste (once the origins carry one), packaging, name and price. */
export const Review = meta.story({
  parameters: { route: REVIEW },
  beforeEach: holding({
    ...NAMED_BLEND,
    components: NAMED_BLEND.components.map((component, index) => ({
      ...component,
      origin: {
        ...component.origin,
        flavour: [
          { body: 4, acidity: 2, sweetness: 3, bitterness: 2 },
          { body: 5, acidity: 2, sweetness: 3, bitterness: 3 },
          { body: 5, acidity: 1, sweetness: 2, bitterness: 5 },
        ][index],
      },
    })),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await expectCurrentStep(canvasElement, t.steps['hasil-akhir']);
    await expect(
      canvas.getByRole('img', {
        name: 'Komposisi blend: 50% Arabika Gayo Full Wash, 25% Arabika Toraja Sapan, 25% Robusta Temanggung',
      }),
    ).toBeVisible();
    // Body: 4 x 50% + 5 x 25% + 5 x 25% = 4,5.
    await expect(canvas.getByText('4,5 dari 5')).toBeVisible();
    for (const text of ['Pagi Siti ☕', 'Drip Bag', 'Isi 10', 'Sedang (V60 / Drip)']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByText(/85\.000/)).toBeVisible();
  },
});

/** 'Pesan sekarang': product created, in the cart once, the blend cleared, back at the start. */
export const Orders = meta.story({
  ...reviewing(),
  play: async ({ canvasElement }) => {
    await orderTheBlend(canvasElement);
    const alert = await findAlert(t.order.successTitle);
    await expect(alert).toHaveTextContent(t.order.successMessage('Pagi Siti ☕'));
    await expect(productCreations.calls).toHaveBeenCalledTimes(1);
    await expect(cartAdditions.calls).toHaveBeenCalledTimes(1);
    const sent = (cartAdditions.calls.mock.calls[0]?.[0] ?? []) as {
      quantity: number;
      price: number;
    }[];
    const [line] = sent;
    await expect(line).toMatchObject({ quantity: 1, price: 85_000 });
    await dismissAlert(t.order.successTitle);
    await expectLocation('/custom-blend/pilih-biji-kopi');
    await expect(sessionStorage.getItem(STORAGE_KEYS.blend)).toBeNull();
  },
});

/** With 'Terima' given, the blend's line is measured once as add_to_cart, at its price in IDR. */
export const OrderMeasuredAfterConsent = meta.story({
  parameters: { route: REVIEW, consent: 'granted' },
  beforeEach: holding(NAMED_BLEND),
  play: async ({ canvasElement }) => {
    await orderTheBlend(canvasElement);
    await findAlert(t.order.successTitle);
    const [[line]] = cartAdditions.calls.mock.calls[0] as [{ product: { code: string } }[]];
    await waitFor(() => {
      const added = pushedEvents().filter((event) => event.name === 'add_to_cart');
      expect(added).toHaveLength(1);
      expect(added[0]?.params).toMatchObject({
        currency: 'IDR',
        items: [
          expect.objectContaining({ item_id: line?.product.code, price: 85_000, quantity: 1 }),
        ],
      });
    });
  },
});

/** Creating the product failing: said, the blend kept, nothing in the cart. */
export const OrderFailing = meta.story({
  parameters: {
    route: REVIEW,
    ...gatewayWith(failing('post', PRODUCT)),
  },
  beforeEach: holding(NAMED_BLEND),
  play: async ({ canvasElement }) => {
    await orderTheBlend(canvasElement);
    const alert = await findAlert(t.order.failureTitle);
    await expect(alert).toHaveTextContent('Blend-mu tetap tersimpan.');
    await dismissAlert(t.order.failureTitle);
    await expect(cartAdditions.calls).not.toHaveBeenCalled();
    await expectLocation('/custom-blend/hasil-akhir');
    // The blend is kept, with the order begun for it: its code and its press's key.
    await expect(storedBlend()).toMatchObject({
      ...NAMED_BLEND,
      order: { code: expect.stringMatching(/^CB-/), key: expect.any(String), product: null },
    });
    await expectNoGlobalError();
  },
});

/**
 * The product made but its answer lost (issue 22): the outcome is said as unknown (nothing
 * is read to find out), and 'Coba lagi' sends the product again under the
 * same key, so the gateway answers the first product instead of making a second; the order
 * kept with the stored blend carries that key over a reload too.
 */
export const ProductAnswerLostThenRetried = meta.story({
  ...reviewing(answerLostOnce('post', PRODUCT)),
  play: async ({ canvasElement }) => {
    await orderTheBlend(canvasElement);
    const unknown = await findAlert('Belum bisa dipastikan');
    await expect(unknown).toHaveTextContent(
      'kami belum tahu apakah blend-mu di keranjang sudah diproses. Coba lagi: permintaan yang sama dikirim ulang',
    );
    await expect(unknown).not.toHaveTextContent('Gagal');
    const { order } = storedBlend();
    await expect(order).toMatchObject({ code: expect.stringMatching(/^CB-/), product: null });
    await expect(cartAdditions.calls).not.toHaveBeenCalled();

    await userEvent.click(within(unknown).getByRole('button', { name: 'Coba lagi' }));
    await expect(await findAlert(t.order.successTitle)).toHaveTextContent(
      t.order.successMessage('Pagi Siti ☕'),
    );
    // The retry: the same code under the same key, answered with the product made first.
    await expect(productKeys.calls.mock.calls).toEqual([[`${order.key}:product`]]);
    const [retried] = productCreations.calls.mock.calls[0] as [{ code: string }[]];
    await expect(retried[0]?.code).toBe(order.code);
    await expect(cartAdditions.calls).toHaveBeenCalledTimes(1);
  },
});

/**
 * The product created but the cart refusing it (issue 13, faults): 'Pesan sekarang' again
 * puts that product in the cart instead of creating a second one nobody can see.
 */
export const CartFailingThenRetried = meta.story({
  // Ahead of the spies: the refused addition is not counted, the retried one is.
  ...reviewing(failingOnce('post', CART)),
  play: async ({ canvasElement }) => {
    await orderTheBlend(canvasElement);
    await expect(await findAlert(t.order.failureTitle)).toHaveTextContent(
      'Blend-mu tetap tersimpan.',
    );
    await expect(productCreations.calls).toHaveBeenCalledTimes(1);
    // The product is kept with the stored blend: a reload or a return to the builder reads
    // it from there and goes on with it (issue 22).
    await expect(storedBlend().order).toMatchObject({
      product: { code: expect.stringMatching(/^CB-/), name: 'Pagi Siti ☕' },
    });
    await dismissAlert(t.order.failureTitle);

    await orderTheBlend(canvasElement);
    await expect(await findAlert(t.order.successTitle)).toHaveTextContent(
      t.order.successMessage('Pagi Siti ☕'),
    );
    await expect(cartAdditions.calls).toHaveBeenCalledTimes(1);
    await expect(productCreations.calls).toHaveBeenCalledTimes(1);
  },
});

/**
 * Another tab ordered with the same code first (NextCode answers a customer's unused code
 * to both): the gateway refuses the code as used, and the order asks for the next code once
 * and goes on, so the shopper sees the blend in the cart, not a failure.
 */
export const CodeUsedByAnotherTab = meta.story({
  ...reviewing(sentFirstByAnotherTabOnce('post', PRODUCT)),
  play: async ({ canvasElement }) => {
    await orderTheBlend(canvasElement);
    await expect(await findAlert(t.order.successTitle)).toHaveTextContent(
      t.order.successMessage('Pagi Siti ☕'),
    );
    // Two codes asked for; the refused call (taken by the other tab's handler, ahead of the
    // spies) and then one product made, put in the cart once.
    await expect(codeRequests.calls).toHaveBeenCalledTimes(2);
    await expect(productCreations.calls).toHaveBeenCalledTimes(1);
    await expect(cartAdditions.calls).toHaveBeenCalledTimes(1);
  },
});

/** No code from the gateway: nothing created, nothing in the cart, the blend kept. */
export const NextCodeFailing = meta.story({
  parameters: {
    route: REVIEW,
    ...gatewayWith(offline('get', '/api/Product/NextCode')),
  },
  beforeEach: holding(NAMED_BLEND),
  play: async ({ canvasElement }) => {
    await orderTheBlend(canvasElement);
    await expect(await findAlert(t.order.failureTitle)).toHaveTextContent(
      'Periksa koneksi internetmu lalu coba lagi.',
    );
    await expect(productCreations.calls).not.toHaveBeenCalled();
    await expect(cartAdditions.calls).not.toHaveBeenCalled();
    await expect(storedBlend()).toEqual(NAMED_BLEND);
  },
});

/** 'Reset' asks first; 'Ya, Reset' starts afresh. */
export const Reset = meta.story({
  ...reviewing(),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.review.reset }));
    await answerConfirm(t.reset.cancel);
    await expect(storedBlend()).toEqual(NAMED_BLEND);
    await userEvent.click(canvas.getByRole('button', { name: t.review.reset }));
    await answerConfirm(t.reset.confirm);
    await expectLocation('/custom-blend/pilih-biji-kopi');
    await expect(sessionStorage.getItem(STORAGE_KEYS.blend)).toBeNull();
  },
});

/** Every step with something chosen offers 'Reset' too. */
export const ResetMidway = meta.story({
  parameters: { route: '/custom-blend/input-nama-blend' },
  beforeEach: holding(PACKED_BLEND),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.review.reset }));
    await answerConfirm(t.reset.confirm);
    await expectLocation('/custom-blend/pilih-biji-kopi');
    await expect(canvas.queryByRole('button', { name: t.review.reset })).toBeNull();
  },
});

/** Whether closing or reloading the tab now would make the browser ask first. */
function browserWouldAsk(): boolean {
  const closing = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(closing);
  return closing.defaultPrevented;
}

/** A link out of the builder with a blend in progress asks first; staying stays. */
export const LeaveGuard = meta.story({
  parameters: { route: '/custom-blend/pilih-biji-kopi' },
  beforeEach: holding({ ...COMPOSED_BLEND, components: [bean('Gayo', 50)] }),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await expect(browserWouldAsk()).toBe(true);
    const [products] = canvas.getAllByRole('link', { name: /^Products$/ });
    await userEvent.click(products as HTMLElement);
    await answerConfirm(t.leave.cancel);
    await expectLocation('/custom-blend/pilih-biji-kopi');
    await userEvent.click(products as HTMLElement);
    await answerConfirm(t.leave.confirm);
    await expectLocation('/products');
  },
});

/** Nothing chosen yet: leaving needs no question. */
export const NoGuardWhenEmpty = meta.story({
  parameters: { route: '/custom-blend/pilih-biji-kopi' },
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    const [products] = canvas.getAllByRole('link', { name: /^Products$/ });
    await expect(browserWouldAsk()).toBe(false);
    await userEvent.click(products as HTMLElement);
    await expectLocation('/products');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
});

/** A guest is sent to log in, and comes back here afterwards. */
export const Guest = meta.story({
  ...guestIsSentToLogin,
  parameters: { ...guestIsSentToLogin.parameters, route: '/custom-blend/pilih-biji-kopi' },
});

/** On a phone the review fits the screen. */
export const PhoneReview = meta.story({
  globals: mobile,
  parameters: { route: REVIEW },
  beforeEach: holding({ ...NAMED_BLEND, name: 'Blend Pagi Sebelum Berangkat Kerja Siti' }),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await expect(canvas.getByRole('button', { name: t.review.order })).toBeVisible();
    await expectNoSidewaysScroll();
  },
});

/** On a phone step 1 fits the screen too. */
export const PhoneChooseBeans = meta.story({
  globals: mobile,
  beforeEach: holding({ ...COMPOSED_BLEND, components: [bean('Gayo', 50)] }),
  play: async ({ canvasElement }) => {
    const canvas = await findBuilder(canvasElement);
    await expect(canvas.getByRole('button', { name: t.beans.add })).toBeVisible();
    await expectNoSidewaysScroll();
  },
});
