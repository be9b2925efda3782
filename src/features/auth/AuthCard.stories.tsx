import { expectLinkTo, mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { AuthCard } from './AuthCard';

const meta = preview.meta({
  title: 'Parts/Auth/AuthCard',
  component: AuthCard,
  args: {
    title: 'Login',
    lead: 'Masuk untuk melihat keranjang, alamat dan pesananmu.',
    children: <p>Isi formulir</p>,
    footer: (
      <p>
        Belum punya akun? <a href="/register">Daftar sekarang</a>
      </p>
    ),
  },
});

export const WithLeadAndFooter = meta.story({
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Login' });
    await expect(within(region).getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(region).toHaveTextContent('Masuk untuk melihat keranjang, alamat dan pesananmu.');
    await expectLinkTo(within(region), 'Daftar sekarang', '/register');
  },
});

export const TitleOnlyOnMobile = meta.story({
  args: { title: 'Lengkapi biodata kamu ya!', lead: undefined, footer: undefined },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Lengkapi biodata kamu ya!' });
    await expect(region.querySelector('footer')).toBeNull();
    await expect(region.querySelector('p')).toHaveTextContent('Isi formulir');
  },
});
