/*
 * The charities an invoice may be donated to live in @gps/codes (billing.ts), so that the web app's
 * choice list and the domain's rule read one list.
 */
export { CHARITIES, LOVE_CODES, type Charity } from '@gps/codes';
