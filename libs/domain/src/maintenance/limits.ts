/** The rules of maintenance items (docs/decisions/mileage-maintenance.md). */
export const MAINTENANCE_LIMITS = {
  /** Characters of an item's name: a label in a table cell ("機油", "Tyres"). */
  nameMax: 50,
  /** The house's text areas: 280 characters. */
  remarkMax: 280,
  /** Kilometres: no service interval is longer than a million km. */
  intervalKmMax: 1_000_000,
  /** Days: ten years, longer than any service schedule. */
  intervalDaysMax: 3650,
  /** Kilometres an odometer can read: eight digits, more than any vehicle reaches. */
  odometerKmMax: 99_999_999,
  /** Items one device holds: far more than a vehicle's schedule, and a bound on each check. */
  perDeviceMax: 50,
} as const;
