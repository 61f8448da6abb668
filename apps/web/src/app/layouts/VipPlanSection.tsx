import { useSystemSettings } from '../../shared/settings/useSystemSettings';
import { SectionLayout } from './SectionLayout';

/** Back-office plan settings: service plans, VIP plans and (when the setting is on) coupons. */
export function VipPlanSection() {
  const { flags } = useSystemSettings();
  return (
    <SectionLayout
      base="/admin/vipPlan"
      items={[
        { path: 'servicePlan', labelKey: 'service.plan' },
        { path: 'vipPlan', labelKey: 'service.vipplan' },
        ...(flags.showCoupon ? [{ path: 'coupon', labelKey: 'service.coupon' }] : []),
      ]}
    />
  );
}
