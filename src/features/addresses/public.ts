// What other features may use of the address feature: the list as a panel (the profile's
// 'Alamat' tab). The form's address comes from lib/paths (hrefs.addressForm).
export { AddressListPanel } from './AddressListPanel';
