import { MenuFoldOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Select, Spin, Tooltip, type MenuProps } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { AccountType } from '@gps/codes';
import {
  buildVehicleTree,
  sameTreeDevices,
  type TreeDevice,
  canSortTree,
  fleetChoices,
  fleetKeys,
  type SortKey,
  type VehicleTreeNode,
} from '../../shared/vehicles/buildTree';
import { nodeMenuEntries, type NodeMenuEntry } from './tree/nodeMenu';
import { VehicleTree } from './tree/VehicleTree';
import { DeviceDialog } from '../../shared/devices/DeviceDialog';
import { MoveToFleetDialog } from './MoveToFleetDialog';
import { SubFleetDialog } from '../../shared/sub-fleets/SubFleetDialog';
import type { FleetFieldsFragment } from '../../gql/graphql';
import { useSession } from '../../shared/session/store';
import { useSystemSettings } from '../../shared/settings/useSystemSettings';
import { useVehicles, type ClientDevice } from '../../shared/vehicles/VehiclesProvider';
import { useVehicleLooks } from '../../shared/vehicles/look/useVehicleLooks';
import { useElementHeight } from '../../shared/ui/useElementHeight';

/** Where a located vehicle is shown. */
const MONITOR_PATH = '/main/monitor';

type DialogState =
  | { kind: 'none' }
  | { kind: 'device'; device: ClientDevice }
  | { kind: 'move'; device: ClientDevice }
  | {
      kind: 'subFleet';
      mode: 'add' | 'edit';
      parentFleetId: string | null;
      subFleet: FleetFieldsFragment | null;
    };

/**
 * The devices as the tree sees them, the same list as long as the tree would not change
 * (`sameTreeDevices`): a live position moves the map, not the tree's ten thousand nodes. Icons and
 * menus read the current row by id.
 */
function useTreeDevices<T extends TreeDevice>(devices: readonly T[]): readonly T[] {
  const held = useRef(devices);
  if (!sameTreeDevices(held.current, devices)) held.current = devices;
  return held.current;
}

/** The left panel: vehicle tree with search, sort, tri-state selection and the context menu. */
export function VehiclePanel({ onCollapse }: { onCollapse: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const lookOf = useVehicleLooks();
  const session = useSession();
  const settings = useSystemSettings();
  const vehicles = useVehicles();
  const {
    fleets,
    devices,
    deviceById: devicesById,
    checkedKeys,
    setCheckedKeys,
    upsertDevice,
    reloadFleets,
  } = vehicles;
  const isFleetAccount = session?.accountType === AccountType.FLEET;
  const sortable = canSortTree(isFleetAccount);
  const [sort, setSort] = useState<SortKey>('serial');
  const [keyword, setKeyword] = useState('');
  const [dialog, setDialog] = useState<DialogState>({ kind: 'none' });
  const [treeRef, treeHeight] = useElementHeight<HTMLDivElement>();

  const treeDevices = useTreeDevices(devices);
  const nodes = useMemo(
    () => buildVehicleTree(fleets, treeDevices, sortable ? sort : 'serial', keyword),
    [fleets, treeDevices, sort, keyword, sortable],
  );
  const allFleetKeys = useMemo(() => fleetKeys(nodes), [nodes]);
  const [expandedKeys, setExpandedKeys] = useState<string[] | null>(null);
  const expanded = keyword.trim() ? allFleetKeys : (expandedKeys ?? allFleetKeys);

  const moveChoices = useMemo(() => fleetChoices(fleets), [fleets]);
  const subFleetsById = useMemo(
    () => new Map(fleets.flatMap((f) => [f, ...f.subFleets]).map((f) => [f.id, f as FleetFieldsFragment])),
    [fleets],
  );

  const menuContext = {
    accountType: session?.accountType ?? 0,
    permissions: session?.permissions ?? [],
    isMainFleetAccount: isFleetAccount && !session?.parentFleetId,
    showOverspeed: settings.flags.showOverspeed,
    showOffline: settings.flags.showOffline,
  };

  const toItems = (entries: NodeMenuEntry[]): MenuProps['items'] =>
    entries.map((e) => ({
      key: e.key,
      label: t(e.labelKey),
      children: e.children ? toItems(e.children) : undefined,
    }));

  const menuFor = (node: VehicleTreeNode) =>
    toItems(
      nodeMenuEntries({ type: node.type, isSubFleet: Boolean(node.fleet?.parentFleetId) }, menuContext),
    );

  const onMenu = (node: VehicleTreeNode, key: string) => {
    const device = node.device ? devicesById.get(node.device.deviceId) : undefined;
    if (key === 'editDevice' && device) setDialog({ kind: 'device', device });
    else if (key === 'moveToFleet' && device) setDialog({ kind: 'move', device });
    else if (key === 'remote' && device) {
      navigate(`/main/remote?deviceSerialNumber=${encodeURIComponent(device.deviceSerialNumber)}`);
    } else if (key.startsWith('statistics:')) {
      const group = key.slice('statistics:'.length);
      const param = device ? `id=${device.deviceId}` : `fleetId=${node.fleet?.id ?? ''}`;
      navigate(`/main/statistics/${group}PerDay?${param}`);
    } else if (key === 'createSubFleet' && node.fleet) {
      setDialog({ kind: 'subFleet', mode: 'add', parentFleetId: node.fleet.id, subFleet: null });
    } else if (key === 'editSubFleet' && node.fleet) {
      setDialog({
        kind: 'subFleet',
        mode: 'edit',
        parentFleetId: node.fleet.parentFleetId,
        subFleet: subFleetsById.get(node.fleet.id) ?? null,
      });
    }
  };

  const close = () => setDialog({ kind: 'none' });
  const selectedCount = vehicles.selectedDevices.length;

  return (
    <div className="vehicle-panel" data-testid="vehicle-panel">
      <div className="vehicle-panel__head">
        <div className="vehicle-panel__title">
          <span data-testid="vehicle-panel-title">{t('tree.title')}</span>
          <span>
            <Tooltip title={t('common.refresh')}>
              <Button
                size="small"
                type="text"
                icon={<ReloadOutlined />}
                onClick={vehicles.reload}
                aria-label={t('common.refresh')}
                data-testid="vehicle-panel-refresh"
              />
            </Tooltip>
            <Tooltip title={t('layout.hidePanel')}>
              <Button
                size="small"
                type="text"
                icon={<MenuFoldOutlined />}
                onClick={onCollapse}
                aria-label={t('layout.hidePanel')}
                data-testid="side-panel-hide"
              />
            </Tooltip>
          </span>
        </div>
        <Input
          allowClear
          size="small"
          prefix={<SearchOutlined />}
          placeholder={t('tree.searchPlaceholder')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        {sortable && (
          <Select<SortKey>
            size="small"
            value={sort}
            onChange={setSort}
            prefix={<span className="tree-sort-label">{t('tree.sortBy')}</span>}
            options={[
              { value: 'serial', label: t('tree.sort.serial') },
              { value: 'carName', label: t('tree.sort.carName') },
            ]}
          />
        )}
      </div>
      <div className="vehicle-panel__tree" ref={treeRef}>
        {vehicles.loading && devices.length === 0 ? (
          <div className="center-spin">
            <Spin />
          </div>
        ) : (
          <VehicleTree
            nodes={nodes}
            checkedKeys={checkedKeys}
            onCheck={setCheckedKeys}
            expandedKeys={expanded}
            onExpand={setExpandedKeys}
            menuFor={menuFor}
            onMenu={onMenu}
            lookOf={(node) => {
              const device = node.device ? devicesById.get(node.device.deviceId) : undefined;
              return device ? lookOf(device) : undefined;
            }}
            onLocate={(deviceId) => {
              vehicles.locate(deviceId);
              if (!pathname.startsWith(MONITOR_PATH)) navigate(MONITOR_PATH);
            }}
            height={treeHeight}
          />
        )}
      </div>
      <div className="vehicle-panel__foot">
        <span>{t('tree.total', { count: devices.length })}</span>
        <span>{t('tree.selected', { count: selectedCount })}</span>
      </div>

      <DeviceDialog
        open={dialog.kind === 'device'}
        mode="customer"
        device={dialog.kind === 'device' ? dialog.device : null}
        onClose={close}
        onSaved={upsertDevice}
      />
      <MoveToFleetDialog
        open={dialog.kind === 'move'}
        device={dialog.kind === 'move' ? dialog.device : null}
        fleets={moveChoices}
        onClose={close}
        onSaved={upsertDevice}
      />
      <SubFleetDialog
        open={dialog.kind === 'subFleet'}
        mode={dialog.kind === 'subFleet' ? dialog.mode : 'add'}
        parentFleetId={dialog.kind === 'subFleet' ? dialog.parentFleetId : null}
        subFleet={dialog.kind === 'subFleet' ? dialog.subFleet : null}
        onClose={close}
        onSaved={reloadFleets}
      />
    </div>
  );
}
