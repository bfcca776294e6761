// The landing area: the only page code a first visit to / downloads.
export { LandingPage } from './LandingPage';
