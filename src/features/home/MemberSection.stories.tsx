import { expectDecorative, expectLinkTo, expectNoSidewaysScroll, mobile } from '@kit/dom';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { MemberSection } from './MemberSection';

const meta = preview.meta({
  title: 'Parts/Home/MemberSection',
  component: MemberSection,
  args: { id: 'member', isAuthenticated: false },
});

/** The section is named by its greeting and leads on through `link` to `href`. */
const invites =
  (greeting: string, link: string, href: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: greeting }));
    await expect(section.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'member-judul');
    await expectLinkTo(section, link, href);
    const benefits = section.getAllByRole('listitem');
    await expect(benefits.map((benefit) => benefit.textContent)).toEqual([
      'Simpan keranjang dan alamat pengiriman',
      'Pantau pesanan dari bayar sampai tiba',
      'Racik dan pesan blend kopimu sendiri',
    ]);
    for (const benefit of benefits) await expectDecorative(benefit.querySelector('svg'));
  };

export const GuestIsInvitedToRegister = meta.story({
  play: invites('Jadi member, ngopi jadi lebih mudah', 'Daftar Sekarang!', '/register'),
});

export const CustomerIsGreeted = meta.story({
  args: { isAuthenticated: true, firstName: ' Siti ' },
  play: invites('Hai, Siti!', 'Lihat Akun Saya', '/main/profile'),
});

export const CustomerWithoutAName = meta.story({
  args: { isAuthenticated: true, firstName: '' },
  play: invites('Hai, senang kamu kembali!', 'Lihat Akun Saya', '/main/profile'),
});

export const OnAPhone = meta.story({
  globals: mobile,
  play: async ({ canvas }) => {
    const register = canvas.getByRole('link', { name: 'Daftar Sekarang!' });
    await expect(register.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll();
  },
});
