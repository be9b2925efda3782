import { createDevControls } from '@mocks/devtools/controls';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { track } from '@/features/analytics/public';
import { DevPanel } from './DevPanel';
import type { DevSession } from './devPanelTypes';

// The panel runs against the real mock gateway of the story (the preview resets its
// database and faults before every story), so these stories prove the wiring, not a fake.

const controls = createDevControls();

const meta = preview.meta({
  title: 'Dev/DevPanel',
  component: DevPanel,
  args: { controls, onSignIn: fn(), onReset: fn() },
  parameters: { layout: 'fullscreen' },
});

const mobile = { viewport: { value: 'mobile', isRotated: false } };

// The seed numbers its orders in the current year.
const year = new Date().getUTCFullYear();
const OPEN_ONLINE = `SO-${year}-000131`;
const OPEN_AT_BRANCH = `SO-${year}-000132`;

async function openPanel(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Panel dev' }));
  return within(await canvas.findByRole('region', { name: 'Panel dev: mock gateway' }));
}

export const Closed = meta.story({
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Panel dev' });
    await expect(canvas.getByRole('complementary', { name: 'Panel dev' })).toContainElement(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
});

export const OpensAndClosesFromTheKeyboard = meta.story({
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Panel dev' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const heading = canvas.getByRole('heading', { name: 'Panel dev: mock gateway' });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: 'Panel dev: mock gateway' })).toBeNull();
    await waitFor(() => expect(toggle).toHaveFocus());
  },
});

/** 'Lupa password?': the code a real gateway sends by WhatsApp or SMS is read here. */
export const MailboxShowsTheResetCode = meta.story({
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const asked = await fetch('/api/Account/PasswordReset/Code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobileNumber: '081234567890' }),
    });
    await expect(asked.status).toBe(202);
    await expect(
      await panel.findByText('Kode reset password Kopi Nusantara (WhatsApp/SMS)'),
    ).toBeVisible();
    await expect(panel.getByText(/^Untuk 081234567890/)).toBeVisible();
    await expect(
      panel.getByText(/^Kode reset password Kopi Nusantara kamu: \d{6}\. Berlaku 10 menit\./),
    ).toBeVisible();
  },
});

/** Registering: the code sent to the phone, then the activation link mailed to the e-mail. */
export const MailboxShowsTheRegistrationCodeAndActivationLink = meta.story({
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(panel.getByText(/Belum ada pesan/)).toBeVisible();
    const asked = await fetch('/api/Customer/RegistrationCode', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobileNumber: '081355556666' }),
    });
    await expect(asked.status).toBe(202);
    const message = await panel.findByText(
      /^Kode pendaftaran Kopi Nusantara kamu: \d{6}\. Berlaku 10 menit\./,
    );
    await expect(panel.getByText(/^Untuk 081355556666/)).toBeVisible();
    const code = /\d{6}/.exec(message.textContent ?? '')?.[0];
    const registered = await fetch('/api/Customer', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        {
          firstName: 'Agus',
          lastName: 'Pratama',
          emailAddress: 'agus.pratama@example.com',
          mobileNumber: '081355556666',
          joinDate: '20260517',
          birthday: '20260517',
          password: 'Seduh#123',
          code,
        },
      ]),
    });
    await expect(registered.status).toBe(201);
    const link = await panel.findByRole('link', { name: 'Aktifkan akun agus.pratama@example.com' });
    const href = link.getAttribute('href') ?? '';
    await expect(href).toMatch(/^\/Activation\/act-[0-9a-f]{12}$/);
    const activated = await fetch(`/api/Customer/Activation/${href.split('/').pop()}`);
    await expect(activated.status).toBe(200);
  },
});

export const SignsInAsADemoCustomer = meta.story({
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    await expect(panel.getByText('2 alamat · 2 baris keranjang · 7 pesanan')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Masuk sebagai Siti Rahayu' }));
    await waitFor(() => expect(args.onSignIn).toHaveBeenCalledTimes(1));
    const session = (args.onSignIn as ReturnType<typeof fn>).mock.calls[0]?.[0] as DevSession;
    const profile = await fetch('/api/Customer', {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    await expect((await profile.json()).mobileNumber).toBe('081234567890');
    await expect(session.profile).toMatchObject({ firstName: 'Siti', lastName: 'Rahayu' });
  },
});

export const MarksAnOrderPaidThenDelivered = meta.story({
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: `Tandai dibayar: ${OPEN_ONLINE}` }));
    await expect(await panel.findByRole('status')).toHaveTextContent(
      `${OPEN_ONLINE} ditandai dibayar.`,
    );
    await expect(
      panel.queryByRole('button', { name: `Tandai dibayar: ${OPEN_ONLINE}` }),
    ).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: `Tandai terkirim: ${OPEN_ONLINE}` }));
    await waitFor(() => expect(panel.queryByText(OPEN_ONLINE)).toBeNull());
    await expect(controls.orders().map((o) => o.docNum)).not.toContain(OPEN_ONLINE);
  },
});

export const SwitchesLatencyAndFailures = meta.story({
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole('checkbox', { name: '/api/Cart' }));
    await waitFor(() => expect(controls.faults().failing).toEqual(['/api/Cart']));
    await expect((await fetch('/api/Cart/Count')).status).toBe(500);
    await expect((await fetch('/api/Category')).status).toBe(200);

    await userEvent.click(panel.getByRole('checkbox', { name: 'Semua panggilan' }));
    await waitFor(() => expect(controls.faults().failing).toEqual(['all']));
    await expect(panel.getByRole('checkbox', { name: '/api/Cart' })).toBeDisabled();
    await expect((await fetch('/api/Category')).status).toBe(500);

    await userEvent.click(panel.getByRole('checkbox', { name: 'Semua panggilan' }));
    await userEvent.click(panel.getByRole('button', { name: /Latensi setiap panggilan/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '800 ms' }));
    await waitFor(() => expect(controls.faults()).toMatchObject({ latencyMs: 800, failing: [] }));
    await userEvent.click(
      panel.getByRole('checkbox', {
        name: 'Offline: setiap panggilan gagal seperti jaringan putus',
      }),
    );
    await waitFor(() => expect(controls.faults().offline).toBe(true));
    await expect(fetch('/api/Category')).rejects.toThrow();
  },
});

export const ResetsTheDataAfterConfirming = meta.story({
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: `Tandai dibayar: ${OPEN_AT_BRANCH}` }));
    await userEvent.click(panel.getByRole('button', { name: 'Reset data' }));
    await userEvent.click(panel.getByRole('button', { name: 'Batal' }));
    await expect(args.onReset).not.toHaveBeenCalled();
    await userEvent.click(panel.getByRole('button', { name: 'Reset data' }));
    await userEvent.click(panel.getByRole('button', { name: 'Ya, reset data' }));
    await waitFor(() => expect(args.onReset).toHaveBeenCalledTimes(1));
    await expect(
      await panel.findByRole('button', { name: `Tandai dibayar: ${OPEN_AT_BRANCH}` }),
    ).toBeVisible();
  },
});

export const OpenOnMobile = meta.story({
  globals: mobile,
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Panel dev: mock gateway' });
    await expect(region).toBeVisible();
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Panel dev' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
});

const GAYO = 'Arabika Gayo Full Wash';
const GAYO_OPTION = `${GAYO} (BN-GAYO-250)`;

async function chooseProduct(panel: ReturnType<typeof within>, option: string) {
  await userEvent.click(panel.getByRole('button', { name: /Pilih produk/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

/** Siti's cart as the gateway validates it: her Gayo beans' line. */
async function sitisGayoLine() {
  const { accessToken } = await controls.signInAs('081234567890');
  const response = await fetch('/api/Cart/ValidatePrice', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const lines = (await response.json()) as {
    product: { code: string };
    price: number;
    isInActive: boolean;
    isUnavailable: boolean;
  }[];
  return lines.find((line) => line.product.code === 'BN-GAYO-250');
}

async function catalogueCodes() {
  const response = await fetch('/api/Product?pageSize=1000&page=1');
  return ((await response.json()) as { code: string }[]).map((product) => product.code);
}

export const ChangesAProductPriceUntilRestored = meta.story({
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(panel.getByText('Semua produk dijual dengan harga awalnya.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Ubah harga produk' })).toBeDisabled();
    await chooseProduct(panel, GAYO_OPTION);
    await expect(panel.getByText(/^Harga sekarang Rp/)).toBeVisible();
    await userEvent.type(panel.getByRole('textbox', { name: 'Harga baru (Rp)' }), '137.500');
    await userEvent.click(panel.getByRole('button', { name: 'Ubah harga produk' }));
    await expect(await panel.findByRole('status')).toHaveTextContent(
      `Harga ${GAYO} sekarang Rp 137.500.`,
    );
    const changed = panel.getByRole('list', { name: 'Produk yang diubah' });
    await expect(changed).toHaveTextContent(/Dijual · Rp 137\.500 \(semula Rp 125\.000\)/);
    await expect(await sitisGayoLine()).toMatchObject({ isInActive: true, price: 137_500 });

    await userEvent.click(panel.getByRole('button', { name: `Pulihkan: ${GAYO}` }));
    await expect(await panel.findByText('Semua produk dijual dengan harga awalnya.')).toBeVisible();
    await expect(await sitisGayoLine()).toMatchObject({ isInActive: false });
  },
});

export const MakesAProductUnavailableUntilRestored = meta.story({
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await chooseProduct(panel, GAYO_OPTION);
    await userEvent.click(panel.getByRole('button', { name: 'Jadikan produk tidak tersedia' }));
    await expect(await panel.findByRole('status')).toHaveTextContent(`${GAYO} tidak tersedia lagi`);
    await expect(
      panel.getByRole('button', { name: 'Jadikan produk tidak tersedia' }),
    ).toBeDisabled();
    await expect(panel.getByText(/· tidak tersedia$/)).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Produk yang diubah' })).toHaveTextContent(
      /Tidak tersedia · Rp/,
    );
    await expect(await catalogueCodes()).not.toContain('BN-GAYO-250');
    await expect(await sitisGayoLine()).toMatchObject({ isInActive: true, isUnavailable: true });

    await userEvent.click(panel.getByRole('button', { name: `Pulihkan: ${GAYO}` }));
    await expect(await panel.findByRole('status')).toHaveTextContent(`${GAYO} dipulihkan`);
    await expect(
      panel.getByRole('button', { name: 'Jadikan produk tidak tersedia' }),
    ).toBeEnabled();
    await expect(await catalogueCodes()).toContain('BN-GAYO-250');
  },
});

export const RefusesAPriceThatIsNotOne = meta.story({
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await chooseProduct(panel, GAYO_OPTION);
    const price = panel.getByRole('textbox', { name: 'Harga baru (Rp)' });
    await userEvent.type(price, 'murah');
    await userEvent.click(panel.getByRole('button', { name: 'Ubah harga produk' }));
    await expect(price).toBeInvalid();
    await expect(panel.getByText('Tulis harga dalam angka, misalnya 95000.')).toBeVisible();
    await userEvent.clear(price);
    await userEvent.type(price, '100');
    await expect(price).toBeValid();
    await userEvent.click(panel.getByRole('button', { name: 'Ubah harga produk' }));
    await expect(await panel.findByRole('status')).toHaveTextContent(
      'Gagal: Harga harus bilangan bulat antara 500 dan 10000000 rupiah.',
    );
    await expect(panel.getByText('Semua produk dijual dengan harga awalnya.')).toBeVisible();
  },
});

export const ChangedProductsOnMobile = meta.story({
  globals: mobile,
  args: { defaultOpen: true },
  beforeEach: async () => {
    await controls.setProductPrice('BN-GAYO-250', 137_500);
    await controls.setProductForSale('DR-GAYO-5', false);
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Panel dev: mock gateway' });
    const changed = within(region).getByRole('list', { name: 'Produk yang diubah' });
    await expect(within(changed).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(changed).getByRole('button', { name: `Pulihkan: ${GAYO}` })).toBeVisible();
    await expect(changed.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** 'Analitik': the GA4 events pushed after 'Terima', newest first, without GA. */
export const AnalyticsListsThePushedEvents = meta.story({
  parameters: { consent: 'granted' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const section = within(panel.getByRole('region', { name: 'Analitik' }));
    await expect(section.getByText(/^Belum ada event\./)).toBeVisible();
    const line = {
      product: { code: 'DR-GAYO-5', name: 'Drip Bag Gayo' },
      price: 45_000,
      quantity: 2,
    };
    track({ name: 'view_item', items: [{ line: { ...line, quantity: 1 } }] });
    track({ name: 'add_to_cart', items: [{ line }] });
    const list = await section.findByRole('list', { name: 'Event analitik, terbaru dulu' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [newest, older] = within(list).getAllByRole('listitem');
    await expect(newest).toHaveTextContent('add_to_cart');
    await expect(newest).toHaveTextContent('Drip Bag Gayo');
    await expect(newest).toHaveTextContent('(IDR)');
    await expect(older).toHaveTextContent('view_item');
  },
});
