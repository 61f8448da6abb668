import { isOneOf } from './code-set';

/**
 * What is wrong with one field of a call's input: every validation failure (-2) names its fields,
 * each with one of these codes, so a client words it in its own language under the field itself
 * (docs/decisions/validation-errors.md). Params travel beside the code (`min`, `max`, `choices`).
 */
export const FIELD_ERROR_CODES = Object.freeze([
  /** Missing or blank. */
  'required',
  /** Text shorter than `min` characters. */
  'too_short',
  /** Text longer than `max` characters. */
  'too_long',
  /** A number below `min`. */
  'too_small',
  /** A number above `max`. */
  'too_large',
  /** A list with more than `max` items. */
  'too_many',
  /** A list with fewer than `min` items. */
  'too_few',
  /** Not a whole number. */
  'not_integer',
  /** Not a number at all. */
  'not_number',
  /** Not text. */
  'not_text',
  /** Not true or false. */
  'not_boolean',
  /** Not a list. */
  'not_list',
  /** Not one of the allowed values (`choices` when short). */
  'invalid_choice',
  /** Text not in the field's required form (digits, an account name, a phone number...). */
  'pattern',
  /** Not an e-mail address. */
  'email',
  /** A control, invisible or direction-changing character. */
  'unsafe_text',
  /** A field the call does not take. */
  'unknown_field',
  /** A time that must come later than another. */
  'too_early',
  /** A time that must not lie in the future. */
  'in_future',
  /** A digest (64 lowercase hex characters) where a call that sets a password wants the password. */
  'password_digest',
  /** A new password that is the account name, or the account name reversed. */
  'password_account_name',
  /** A new password that is one character repeated. */
  'password_repeated',
  /** A new password that is one of the most common passwords. */
  'password_common',
  /** A new device's serial number that is not `min` to `max` digits. */
  'serial_length',
  /** A new device's 15-digit serial number (an IMEI) whose last digit is not its Luhn check digit. */
  'imei_check',
  /** An empty address to look up (the spec's ERROR_MSG.MARKER_ADDRESS_TO_GPS_EMPTY). */
  'address_empty',
  /** An invoice's mobile barcode carrier that is not '/' and 7 of 0-9, A-Z, +, -, . (docs/decisions/orders.md). */
  'invoice_carrier_invalid',
  /** A tax id that is not 8 digits passing the Ministry of Finance's checksum. */
  'tax_id_invalid',
  /** A love code that is not one of the platform's charities. */
  'love_code_unknown',
  /** Anything else wrong with the field; the message says what. */
  'invalid',
] as const);
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export const isFieldErrorCode = isOneOf(FIELD_ERROR_CODES);

/**
 * Why a call was refused (-3, -4, -5, -7 where one code has several meanings), in the error's
 * `detail.reason` through both doors, so a client says which refusal it was in its own language
 * instead of one title for every conflict.
 */
export const REFUSAL_REASONS = Object.freeze([
  // -5: a duplicate
  /** The entity (a command, a voice recording, an account...) already exists. */
  'already_exists',
  /** An account with this name already exists. */
  'account_name_taken',
  /** A fleet account with this name already exists. */
  'fleet_account_taken',
  /** The requestId was already used for a different request. */
  'request_id_reused',
  // -5: a state that forbids the change
  /** Suspending one's own account. */
  'suspend_own_account',
  /** Deleting one's own account. */
  'delete_own_account',
  /** Deleting a fleet that still has devices or sub-fleets. */
  'fleet_not_empty',
  /** Deleting a permission group that an administrator account is in. */
  'group_in_use',
  /** A command for a device out of service (expired, stopped or on a paid stop). */
  'out_of_service',
  /** Reading or changing a device's fences and markers after its service expired (the spec's SERVICE_EXPIRED). */
  'service_expired',
  /** An administrator's service adjustment to the expiry the device already has. */
  'expiry_unchanged',
  /** A remote command that is already answered, failed or expired. */
  'command_finished',
  /** Expiring a remote command before its time. */
  'command_not_expired',
  /** Handling a warning someone already handled (who and when is the record). */
  'already_handled',
  /** Renewing a device on no service plan: the operator assigns one first. */
  'no_plan',
  // -4: access
  /** Moving one's own account into another permission group. */
  'own_group',
  /** Changing the rights of the permission group one's own account is in. */
  'own_group_rights',
  /** Giving a group rights one does not hold, or putting an account into such a group. */
  'beyond_own_rights',
  /** Changing or deleting an account whose group holds rights one does not hold. */
  'stronger_account',
  /** Changing a group that holds rights one does not hold. */
  'stronger_group',
  /** An administrator without the right the call needs. */
  'no_permission',
  /** A call administrators do not make (a customer's call). */
  'not_for_administrators',
  /** A call this kind of account does not make. */
  'not_for_this_account',
  /** The account is suspended. */
  'account_suspended',
  /** The fleet account is suspended. */
  'fleet_suspended',
  /** Sending commands (or voice) needs the send-commands permission. */
  'no_send_commands',
  /** Changing device fields the caller may not change. */
  'device_fields_not_editable',
  /** Moving devices between fleets without the right to. */
  'no_device_move',
  /** A fleet permission the fleet may not give (beyond its own, or fleet management to a sub-fleet). */
  'fleet_permission_beyond',
  // -3
  /** A password reset key that is invalid, used or expired. */
  'reset_key_invalid',
  // Address conversions (docs/decisions/address-quotas.md)
  /** -7: the platform's free conversions of the day are used up (until 09:00 Taipei). */
  'address_quota_platform',
  /** -7: the device's conversions of the day are used up (until 09:00 Taipei). */
  'address_quota_daily',
  /** -7: the device's conversions of the month are used up. */
  'address_quota_monthly',
  /** -4: address-to-GPS is switched off (showAddressToGps). */
  'address_to_gps_off',
  /** -5: no online geocoding provider is configured, so an address cannot be placed. */
  'no_address_provider',
  /** -5: the geocoding provider failed or refused; try again later. */
  'address_provider_failed',
  /** -3: nothing matches the address. */
  'address_not_found',
  // Statistics (docs/decisions/statistics.md)
  /** -4: the overspeed statistics while the platform hides overspeed (showOverspeed off). */
  'overspeed_off',
  /** -4: the offline statistics while the platform hides offline (showOffline off). */
  'offline_off',
  // Coupons (docs/decisions/billing.md)
  /** -5: a coupon number no coupon has (or not a coupon number): the spec's "serial input wrong". */
  'coupon_invalid',
  /** -5: a coupon another order used: the spec's "serial already used". */
  'coupon_used',
  /** -5: a deleted coupon, or one not yet sent: the spec's "serial cannot be used". */
  'coupon_unusable',
  /** -5: the coupon calls while the platform's coupon setting (showCoupon) is off. */
  'coupon_setting_off',
  // Orders (docs/decisions/orders.md)
  /** -5: an expiry more than a year after the order, which the buyer has not confirmed. */
  'confirmation_required',
  /** -5: the order's payment failed or it was cancelled: nothing more happens to it. */
  'order_closed',
  /** -5: a payment whose amount is not the order's. */
  'payment_amount_mismatch',
  /** -5: a payment of another trade than the one the order already has. */
  'payment_other_trade',
  /** -5: a step that needs the order's payment at another stage (capture before authorisation...). */
  'payment_stage',
  /** -5: cancelling an order whose payment is captured (a refund undoes it). */
  'order_captured',
  /** -5: the invoice is not issued, already voided, or allowed beyond its amount. */
  'invoice_stage',
  /** -5: the order already has a refund. */
  'refund_exists',
  /** -5: the payment provider refused the refund; the order stays captured (docs/decisions/finance.md). */
  'refund_refused',
  /** -5: the payment provider could not be reached or answered with an error; the order stays captured: try again later. */
  'refund_unanswered',
  /** -5: the invoice's voiding period has closed: an allowance is issued instead (docs/decisions/finance.md). */
  'invoice_not_voidable',
  /** -5: a service plan item of another plan than the device's. */
  'item_not_of_plan',
  /** -5: a VIP plan item for a device whose value-added services are off. */
  'not_value_added',
] as const);
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
export const isRefusalReason = isOneOf(REFUSAL_REASONS);
