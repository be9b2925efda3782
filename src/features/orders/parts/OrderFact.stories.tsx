import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { CourierFact, OrderFact, PriceFact } from './OrderFact';

/** An order's named figures, as its card and its detail list them in a <dl>. */
const meta = preview.meta({
  title: 'Parts/Orders/OrderFact',
  component: OrderFact,
  args: { label: 'Status', children: 'Paid' },
  render: (args) => (
    <dl>
      <OrderFact {...args} />
    </dl>
  ),
});

/** The one figure shown: its term must read `label`; resolves with the value beside it. */
async function fact(canvasElement: HTMLElement, label: string) {
  const term = within(canvasElement).getByRole('term');
  await expect(term).toHaveTextContent(label);
  const value = term.nextElementSibling as HTMLElement;
  await expect(value).toHaveRole('definition');
  return value;
}

/** A term and its value, read together. */
export const AFact = meta.story({
  play: async ({ canvasElement }) => {
    const value = await fact(canvasElement, 'Status');
    await expect(value).toHaveTextContent('Paid');
  },
});

/** The courier's service with the estimate the courier quoted under it. */
export const CourierWithEstimate = meta.story({
  render: () => (
    <dl>
      <CourierFact delivery={{ service: 'JNE - REG', etaDays: '2-3', rate: 18_000 }} />
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const value = await fact(canvasElement, 'Kurir');
    await expect(value).toHaveTextContent('JNE - REGEstimasi tiba 2-3 hari');
    const estimate = within(value).getByText('Estimasi tiba 2-3 hari');
    // Under the service, not run on after it.
    const service = document.createRange();
    service.selectNodeContents(value.firstChild as Text);
    await expect(service.toString()).toBe('JNE - REG');
    await expect(estimate.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      service.getBoundingClientRect().bottom - 1,
    );
  },
});

/** A courier that quoted no estimate: the service alone. */
export const CourierWithoutEstimate = meta.story({
  render: () => (
    <dl>
      <CourierFact delivery={{ service: 'SiCepat - BEST', etaDays: null, rate: 0 }} />
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const value = await fact(canvasElement, 'Kurir');
    await expect(value).toHaveTextContent(/^SiCepat - BEST$/);
  },
});

/** A price in rupiah, as the shipping and the total show it. */
export const APrice = meta.story({
  render: () => (
    <dl>
      <PriceFact label="Ongkos kirim" price={18_000} size="sm" />
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const value = await fact(canvasElement, 'Ongkos kirim');
    await expect(value.textContent?.replace(/\s/gu, ' ')).toBe('Rp 18.000');
  },
});
