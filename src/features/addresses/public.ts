// What other features may use of the address feature: the list as a panel (the profile's
// 'Alamat' tab) and the form's address with the page to come back to (checkout, profile).
export { AddressListPanel, type AddressListPanelProps } from './AddressListPanel';
export { addressFormHref, PROFILE_ADDRESSES_PATH } from './addressPaths';
