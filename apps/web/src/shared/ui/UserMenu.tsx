import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';

/** The account name with its menu (items differ between the customer area and the back office). */
export function UserMenu({ name, items }: { name: string; items: MenuProps['items'] }) {
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" className="user-menu" data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} className="user-menu__avatar" />
        <span className="user-menu__name">{name}</span>
        <DownOutlined className="user-menu__caret" />
      </button>
    </Dropdown>
  );
}
