/** Account status of administrators and fleets: a code set of @gps/codes, re-exported for the domain's readers. */
export { AccountStatus, ACCOUNT_STATUS_CODES, type AccountStatusCode } from '@gps/codes';
