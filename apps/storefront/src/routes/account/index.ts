// The account area (/account/*): one chunk, loaded on first visit.
export { AccountInfoPage } from './AccountInfoPage';
export { AccountLayout } from './AccountLayout';
export { HelpCenterPage } from './HelpCenterPage';
export { OrderDetailsPage } from './OrderDetailsPage';
export { OrdersPage } from './OrdersPage';
export { OtherPage } from './OtherPage';
