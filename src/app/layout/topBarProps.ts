/** What both top bars (the desktop navbar and the phone's bar) are told about the shopper. */
export interface TopBarProps {
  isAuthenticated: boolean;
  cartCount: number | null;
}
