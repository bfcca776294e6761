// The account area (/account/*): one chunk, loaded on first visit.
export { AccountInfoPage } from './AccountInfoPage';
export { AccountLayout } from './AccountLayout';
export { DeleteAccountPage } from './DeleteAccountPage';
export { HelpCenterPage } from './HelpCenterPage';
export { OrderDetailsPage } from './OrderDetailsPage';
export { OrdersPage } from './OrdersPage';
