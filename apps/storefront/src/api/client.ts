import axios from 'axios';

/** The one HTTP client of the storefront: every call goes to the API under /api/v1. */
export const api = axios.create({
  baseURL: '/api/v1',
  headers: { Accept: 'application/json' },
});
