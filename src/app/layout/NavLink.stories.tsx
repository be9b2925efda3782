import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NavLink } from './NavLink';

const meta = {
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
} satisfies Meta<typeof NavLink>;
export default meta;

/** A product's page is inside Products; Home is current only on the home page itself. */
export const CurrentSection: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const products = canvas.getByRole('link', { name: 'Products' });
    await expect(products).toHaveAttribute('aria-current', 'page');
    await expect(products).toHaveClass('here');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};
