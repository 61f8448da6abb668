import { FleetFlag } from '@gps/codes';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FLEET_PERMISSION_ITEMS } from './fleetPermissions';

/** A fleet's 3-character permission string as tags (granted ones highlighted). */
export function PermissionTags({
  permissions,
  subFleet = false,
}: {
  permissions: string;
  subFleet?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className="permission-tags">
      {FLEET_PERMISSION_ITEMS.filter((i) => !subFleet || i.index !== FleetFlag.FLEET_MANAGEMENT).map(
        (item) => (
          <Tag
            key={item.index}
            color={permissions.charAt(item.index) === '1' ? 'blue' : undefined}
            className={permissions.charAt(item.index) === '1' ? '' : 'tag-off'}
          >
            {t(item.labelKey)}
          </Tag>
        ),
      )}
    </span>
  );
}
