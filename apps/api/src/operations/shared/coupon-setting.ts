import { SystemSetting } from '@gps/codes';
import { ResponseCode } from '@gps/contracts';
import { refused } from '../../request/api-error';
import type { ReadModels } from './read-models';
import { settingsNow } from './settings-now';

/**
 * Refuses a coupon call (-5 coupon_setting_off) while the system setting showCoupon is off: the spec
 * shows coupon screens only then, and a coupon is not used either (docs/decisions/billing.md).
 */
export async function requireCouponsOn(read: ReadModels): Promise<void> {
  const setting = await settingsNow(read);
  if (setting(SystemSetting.SHOW_COUPON) !== '1')
    throw refused(ResponseCode.CONFLICT, 'coupon_setting_off', 'coupons are switched off');
}
