/** The page each kind of order is bought on: the order page links back to it. */
export const RENEWAL_PAGES = {
  service: { path: '/main/serviceExpire', labelKey: 'client.tabs.serviceExpire' },
  vip: { path: '/main/vipPlan', labelKey: 'client.tabs.vipPlan' },
  address: { path: '/main/addressPlan', labelKey: 'client.addressPlan' },
} as const satisfies Record<string, { path: string; labelKey: string }>;

/** The page an order of `kind` was bought on (an unknown kind: the renewal page). */
export function renewalPageOf(kind: string): { path: string; labelKey: string } {
  return kind in RENEWAL_PAGES ? RENEWAL_PAGES[kind as keyof typeof RENEWAL_PAGES] : RENEWAL_PAGES.service;
}
