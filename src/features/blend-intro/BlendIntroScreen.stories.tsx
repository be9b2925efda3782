import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import BlendIntroScreen from './BlendIntroScreen';

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Screens/BlendIntro/BlendIntroScreen',
  component: BlendIntroScreen,
  parameters: { route: '/custom-blend/introduction' },
  // Where the two buttons lead; those screens belong to the auth and blend features.
  render: () => (
    <Switch>
      <Route path="/custom-blend/introduction">
        <BlendIntroScreen />
      </Route>
      <Route path="/login">
        <h1>Login</h1>
      </Route>
      <Route path="/custom-blend/pilih-biji-kopi">
        <h1>Pilih biji kopi</h1>
      </Route>
    </Switch>
  ),
} satisfies Meta<typeof BlendIntroScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectFourSteps(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const steps = within(canvas.getByRole('region', { name: 'Cara membuat blend' })).getAllByRole(
    'listitem',
  );
  await expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
    'Pilih biji kopi',
    'Pilih kemasan',
    'Beri nama blend',
    'Lihat harga dan pesan',
  ]);
  await expect(steps[0]).toHaveTextContent(/origin, produk kopi dan persentasenya/);
  await expect(steps[1]).toHaveTextContent(/Coffee Bag atau Drip Bag/);
  return steps;
}

export const GuestDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Buat Blend Kopi Kamu' }),
    ).toBeVisible();
    await expectFourSteps(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login untuk mulai' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('link', { name: 'Daftar di sini' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.queryByRole('link', { name: 'Mulai Buat Blend' })).toBeNull();
    // On desktop the four steps sit side by side.
    const steps = await expectFourSteps(canvasElement);
    const tops = steps.map((step) => Math.round(step.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

export const GuestGoesToLogin: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = canvas.getByRole('link', { name: 'Login untuk mulai' });
    // The way in is on the first screen of a phone.
    await expect(login.getBoundingClientRect().bottom).toBeLessThan(844);
    login.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  },
};

export const CustomerDesktop: Story = {
  globals: desktop,
  parameters: { session: 'siti' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFourSteps(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mulai Buat Blend' })).toHaveAttribute(
      'href',
      '/custom-blend/pilih-biji-kopi',
    );
    await expect(canvas.queryByRole('link', { name: 'Login untuk mulai' })).toBeNull();
  },
};

export const CustomerStartsTheBuilder: Story = {
  globals: mobile,
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFourSteps(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Mulai Buat Blend' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pilih biji kopi' }),
    ).toBeVisible();
  },
};
