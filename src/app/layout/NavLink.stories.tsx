import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { NavLink } from './NavLink';

const meta = preview.meta({
  title: 'Parts/Layout/NavLink',
  component: NavLink,
  args: { href: '/products', children: 'Products', activeClassName: 'here' },
  parameters: { route: '/products/kopi-susu/BV-KSGA' },
  render: (args) => (
    <nav aria-label="Navigasi utama">
      <NavLink {...args} />
      <NavLink href="/" activeClassName="here">
        Home
      </NavLink>
    </nav>
  ),
});

/** A product's page is inside Products; Home is current only on the home page itself. */
export const CurrentSection = meta.story({
  play: async ({ canvas }) => {
    const products = canvas.getByRole('link', { name: 'Products' });
    await expect(products).toHaveAttribute('aria-current', 'page');
    await expect(products).toHaveClass('here');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
});
