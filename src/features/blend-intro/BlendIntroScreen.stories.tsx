import { expectLinkTo, mobile } from '@kit/dom';
import { expectLocation, findMainContent, findScreen, screenStory } from '@kit/story';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import BlendIntroScreen from './BlendIntroScreen';

/** The introduction as the storefront shows it: its buttons lead to the real login and builder. */
const meta = preview.meta({
  title: 'Screens/BlendIntro/BlendIntroScreen',
  component: BlendIntroScreen,
  ...screenStory({ route: '/custom-blend/introduction' }),
});

/** Where a guest's 'Login untuk mulai' leads: the login, which then goes on to the builder. */
const LOGIN_THEN_BUILDER = '/login?from=%2Fcustom-blend%2Fpilih-biji-kopi';

/**
 * The introduction once its chunk has loaded, as the shell's main content: the navbar and
 * the bottom bar have a 'Buat Blend Kopi Kamu' link of their own.
 */
const blendIntro = (canvasElement: HTMLElement) =>
  findMainContent(canvasElement, 'Buat Blend Kopi Kamu');

async function expectFourSteps(canvasElement: HTMLElement) {
  const canvas = await blendIntro(canvasElement);
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

export const GuestDesktop = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await blendIntro(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Buat Blend Kopi Kamu' }),
    ).toBeVisible();
    await expectFourSteps(canvasElement);
    await expectLinkTo(canvas, 'Login untuk mulai', LOGIN_THEN_BUILDER);
    await expectLinkTo(canvas, 'Daftar di sini', '/register');
    await expect(canvas.queryByRole('link', { name: 'Mulai Buat Blend' })).toBeNull();
    // On desktop the four steps sit side by side.
    const steps = await expectFourSteps(canvasElement);
    const tops = steps.map((step) => Math.round(step.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
});

export const GuestGoesToLogin = meta.story({
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = await blendIntro(canvasElement);
    const login = canvas.getByRole('link', { name: 'Login untuk mulai' });
    // The way in is on the first screen of a phone.
    await expect(login.getBoundingClientRect().bottom).toBeLessThan(844);
    login.focus();
    await userEvent.keyboard('{Enter}');
    await expectLocation(LOGIN_THEN_BUILDER);
    await findScreen(canvasElement, 'Login');
  },
});

export const CustomerDesktop = meta.story({
  parameters: { session: 'siti' },
  play: async ({ canvasElement }) => {
    const canvas = await blendIntro(canvasElement);
    await expectFourSteps(canvasElement);
    await expectLinkTo(canvas, 'Mulai Buat Blend', '/custom-blend/pilih-biji-kopi');
    await expect(canvas.queryByRole('link', { name: 'Login untuk mulai' })).toBeNull();
  },
});

export const CustomerStartsTheBuilder = meta.story({
  globals: mobile,
  parameters: { session: 'budi' },
  play: async ({ canvasElement }) => {
    const canvas = await blendIntro(canvasElement);
    await expectFourSteps(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Mulai Buat Blend' }));
    // The builder's first step, past the real guard.
    await expectLocation('/custom-blend/pilih-biji-kopi');
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 2, name: 'Pilih biji kopi' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Cara membuat blend' })).toBeNull();
  },
});
