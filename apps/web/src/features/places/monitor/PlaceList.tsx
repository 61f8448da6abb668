import type { ReactNode } from 'react';
import { Alert, Button, Empty, Popconfirm, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface PlaceRow {
  key: string;
  alias: string;
  /** The vehicle it belongs to, as the tree names it. */
  vehicle: string;
  /** What it is: a circle's radius, a polygon's points, a marker's position. */
  detail: ReactNode;
  tags?: string[];
}

interface Props {
  testId: string;
  addLabel: string;
  rows: readonly PlaceRow[];
  /** Nothing ticked: the hint to tick vehicles; ticked without places: "none yet". */
  emptyText: string;
  /** Vehicles ticked whose places are not shown, and why. */
  notices: string[];
  canAdd: boolean;
  deleting: string | null;
  onAdd: () => void;
  onEdit: (key: string) => void;
  onDelete: (key: string) => void;
  /** Shows the place on the map. */
  onShow: (key: string) => void;
}

/** A monitor side tab's list of fences or marker points, with Add, and Edit and Delete on each. */
export function PlaceList(props: Props) {
  const { t } = useTranslation();
  return (
    <div className="place-list" data-testid={props.testId}>
      <div className="place-list__bar">
        <Button type="primary" icon={<PlusOutlined />} disabled={!props.canAdd} onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </div>
      {props.notices.map((notice) => (
        <Alert key={notice} className="place-list__notice" type="warning" showIcon title={notice} />
      ))}
      {props.rows.length === 0 ? (
        <Empty className="side-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />
      ) : (
        <ul className="place-list__items">
          {props.rows.map((row) => (
            <li key={row.key} className="place-list__item" data-testid="place-item">
              <div className="place-list__title">
                <button
                  type="button"
                  className="place-list__alias"
                  title={t('placeList.show')}
                  onClick={() => props.onShow(row.key)}
                >
                  {row.alias}
                </button>
                <span className="place-list__actions">
                  <Button
                    size="small"
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('common.edit')}
                    onClick={() => props.onEdit(row.key)}
                  />
                  <Popconfirm
                    title={t('placeList.deleteConfirm', { name: row.alias })}
                    okText={t('common.delete')}
                    cancelText={t('common.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => props.onDelete(row.key)}
                  >
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('common.delete')}
                      loading={props.deleting === row.key}
                    />
                  </Popconfirm>
                </span>
              </div>
              <div className="place-list__meta">
                <span>{row.vehicle}</span>
                <span>{row.detail}</span>
                {row.tags && row.tags.length > 0 && (
                  <span>
                    {row.tags.map((tag) => (
                      <Tag key={tag} color="red">
                        {tag}
                      </Tag>
                    ))}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
