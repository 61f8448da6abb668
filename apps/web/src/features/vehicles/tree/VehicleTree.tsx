import { TeamOutlined } from '@ant-design/icons';
import { Dropdown, Empty, Tree, type MenuProps, type TreeDataNode } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OutOfServiceTag } from '../../../shared/ui/StatusTags';
import type { VehicleTreeNode } from '../../../shared/vehicles/buildTree';
import { VehicleGlyph } from '../../../shared/vehicles/look/VehicleGlyph';
import type { VehicleLook } from '../../../shared/vehicles/look/vehicleLook';

/** A vehicle's icon in the tree, as on the map. */
const TREE_GLYPH_SIZE = 16;

interface Props {
  nodes: readonly VehicleTreeNode[];
  checkedKeys: string[];
  onCheck: (keys: string[]) => void;
  expandedKeys: string[];
  onExpand: (keys: string[]) => void;
  /** Context-menu items of a node; none means no context menu. */
  menuFor: (node: VehicleTreeNode) => MenuProps['items'];
  onMenu: (node: VehicleTreeNode, key: string) => void;
  /** A device node's icon: its outline, status colour, course, staleness. */
  lookOf: (node: VehicleTreeNode) => VehicleLook | undefined;
  /** A click on a vehicle (not on its checkbox): show it on the map. */
  onLocate: (deviceId: string) => void;
  height?: number;
}

/** The tree never holds a selection: a click on a vehicle only locates it. */
const NO_SELECTION: string[] = [];

type Data = TreeDataNode & { node: VehicleTreeNode; parentKey?: string };

function toData(nodes: readonly VehicleTreeNode[], parentKey?: string): Data[] {
  return nodes.map((node) => ({
    key: node.key,
    title: node.name,
    node,
    parentKey,
    isLeaf: node.isLeaf,
    children: node.children ? toData(node.children, node.key) : undefined,
  }));
}

/**
 * React bubbles events along the component tree, portals included, so a click on the context menu
 * would reach the tree node and locate the vehicle: the menu keeps its clicks to itself.
 */
function keepClicksInside(menu: ReactNode): ReactNode {
  return <div onClick={(event) => event.stopPropagation()}>{menu}</div>;
}

/**
 * The checkable vehicle tree: antd's checkable Tree gives the spec's tri-state semantics (checking a
 * fleet checks every descendant; a fleet is fully checked only if all its children are; otherwise
 * partial). Only the checkbox ticks: a click on a vehicle locates it. (A tree that is not selectable
 * ticks on any click of a node, so the tree is selectable, never keeps a selection, and takes a
 * "select" as the click.) Right-click opens the node's context menu.
 */
export function VehicleTree(props: Props) {
  const { t } = useTranslation();
  const { nodes, checkedKeys, onCheck, expandedKeys, onExpand, menuFor, onMenu, lookOf, onLocate, height } =
    props;
  const data = useMemo(() => toData(nodes), [nodes]);

  if (nodes.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tree.empty')} />;
  }

  return (
    <Tree<Data>
      checkable
      blockNode
      selectable
      selectedKeys={NO_SELECTION}
      onSelect={(_keys, { node }) => {
        if (node.node.device) onLocate(node.node.device.deviceId);
      }}
      height={height}
      treeData={data}
      checkedKeys={checkedKeys}
      onCheck={(checked) => onCheck((Array.isArray(checked) ? checked : checked.checked).map(String))}
      expandedKeys={expandedKeys}
      onExpand={(keys) => onExpand(keys.map(String))}
      titleRender={(item) => {
        const node = item.node;
        const items = menuFor(node);
        const look = lookOf(node);
        const title = (
          <span
            className="tree-node"
            data-testid={`tree-node-${node.key}`}
            data-parent={item.parentKey ? `tree-node-${item.parentKey}` : undefined}
          >
            {node.type === 'Fleet' && <TeamOutlined className="tree-node__icon" />}
            {look && <VehicleGlyph look={look} size={TREE_GLYPH_SIZE} />}
            {node.device ? (
              <span className="tree-node__name" title={node.name}>
                {node.device.carName || node.device.deviceSerialNumber}
                {node.device.carName && (
                  <span className="tree-node__serial">{node.device.deviceSerialNumber}</span>
                )}
              </span>
            ) : (
              <span className="tree-node__name" title={node.name}>
                {node.name}
              </span>
            )}
            {node.device && <OutOfServiceTag code={node.device.serviceStatusCode} />}
            {node.type === 'Fleet' && <span className="tree-node__meta">({node.deviceCount})</span>}
          </span>
        );
        if (!items || items.length === 0) return title;
        return (
          <Dropdown
            trigger={['contextMenu']}
            menu={{ items, onClick: ({ key }) => onMenu(node, key) }}
            popupRender={keepClicksInside}
          >
            {title}
          </Dropdown>
        );
      }}
    />
  );
}
