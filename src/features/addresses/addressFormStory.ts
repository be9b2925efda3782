import { page } from '@kit/dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Play-function steps the address form's stories share: what a shopper does with it. */

export function field(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByRole('textbox', { name });
}

/** A region select's button; its name is the chosen value followed by the label. */
export function regionTrigger(canvasElement: HTMLElement, label: string): HTMLElement {
  const escaped = label.replace(/[/\\^$*+?.()|[\]{}]/gu, '\\$&');
  const [trigger, ...others] = within(canvasElement)
    .getAllByRole('button', { name: new RegExp(`${escaped}$`, 'u') })
    .filter((button) => button.getAttribute('aria-haspopup') === 'listbox');
  if (!trigger || others.length > 0) throw new Error(`Expected one select labelled ${label}`);
  return trigger;
}

/** Opens a region select once its list has loaded and picks an option. */
export async function chooseRegion(canvasElement: HTMLElement, label: string, option: string) {
  const trigger = regionTrigger(canvasElement, label);
  await waitFor(() => expect(trigger).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(trigger);
  const listbox = await page.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
  await expect(trigger).toHaveTextContent(option);
}

export interface TypedAddress {
  name: string;
  pic: string;
  mobileNumber: string;
  postalCode: string;
  line2: string;
  line1: string;
}

export const budiHome: TypedAddress = {
  name: 'Rumah',
  pic: 'Budi Santoso',
  mobileNumber: '081298765432',
  postalCode: '12810',
  line2: 'Jl. Tebet Barat Dalam No. 9, RT 002/RW 005',
  line1: 'Rumah pagar hijau',
};

const labels: Record<keyof TypedAddress, string> = {
  name: 'Label alamat',
  pic: 'Nama penerima',
  mobileNumber: 'No. Telp penerima',
  postalCode: 'Kode POS',
  line2: 'Alamat lengkap',
  line1: 'Patokan',
};

/** Types every text field of the form (regions are chosen separately). */
export async function typeAddress(canvasElement: HTMLElement, address: Partial<TypedAddress>) {
  for (const [key, value] of Object.entries(address) as [keyof TypedAddress, string][]) {
    const input = field(canvasElement, labels[key]);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

/** Checks every text field still holds what was typed. */
export async function expectTyped(canvasElement: HTMLElement, address: Partial<TypedAddress>) {
  for (const [key, value] of Object.entries(address) as [keyof TypedAddress, string][]) {
    await expect(field(canvasElement, labels[key])).toHaveValue(value);
  }
}

/** Chooses DKI Jakarta, Jakarta Selatan, Tebet. */
export async function chooseTebet(canvasElement: HTMLElement) {
  await chooseRegion(canvasElement, 'Provinsi', 'DKI Jakarta');
  await chooseRegion(canvasElement, 'Kota/Kabupaten', 'Jakarta Selatan');
  await chooseRegion(canvasElement, 'Kecamatan', 'Tebet');
}
