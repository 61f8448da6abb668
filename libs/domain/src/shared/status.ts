/** Account status of administrators and fleets: the spec's 1 normal, 2 suspended. */
export const AccountStatus = { NORMAL: 1, SUSPENDED: 2 } as const;
export type AccountStatusCode = (typeof AccountStatus)[keyof typeof AccountStatus];
export const ACCOUNT_STATUS_CODES: readonly AccountStatusCode[] = [
  AccountStatus.NORMAL,
  AccountStatus.SUSPENDED,
];
