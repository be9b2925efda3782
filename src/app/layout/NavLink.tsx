import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

interface NavLinkProps {
  href: string;
  className?: string | undefined;
  activeClassName?: string | undefined;
  children: ReactNode;
  'aria-label'?: string;
}

/** A router link that marks itself aria-current="page" on its own section. */
export function NavLink({ href, className, activeClassName, children, ...rest }: NavLinkProps) {
  const [location] = useLocation();
  const active =
    href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      className={active && activeClassName ? `${className ?? ''} ${activeClassName}` : className}
      aria-current={active ? 'page' : undefined}
      {...rest}
    >
      {children}
    </Link>
  );
}
