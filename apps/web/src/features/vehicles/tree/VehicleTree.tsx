import { CarOutlined, TeamOutlined } from '@ant-design/icons';
import { Dropdown, Empty, Tree, type MenuProps, type TreeDataNode } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRunning, OutOfServiceTag } from '../../../shared/ui/StatusTags';
import type { VehicleTreeNode } from '../../../shared/vehicles/buildTree';

interface Props {
  nodes: readonly VehicleTreeNode[];
  checkedKeys: string[];
  onCheck: (keys: string[]) => void;
  expandedKeys: string[];
  onExpand: (keys: string[]) => void;
  /** Context-menu items of a node; none means no context menu. */
  menuFor: (node: VehicleTreeNode) => MenuProps['items'];
  onMenu: (node: VehicleTreeNode, key: string) => void;
  /** Device status codes by device key, for the status dot. */
  statusOf: (node: VehicleTreeNode) => number | undefined;
  height?: number;
}

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
 * would reach the tree node and tick or untick the vehicle: the menu keeps its clicks to itself.
 */
function keepClicksInside(menu: ReactNode): ReactNode {
  return <div onClick={(event) => event.stopPropagation()}>{menu}</div>;
}

/**
 * The checkable vehicle tree: antd's checkable Tree gives the spec's tri-state semantics (checking a
 * fleet checks every descendant; a fleet is fully checked only if all its children are; otherwise
 * partial). Right-click opens the node's context menu.
 */
export function VehicleTree(props: Props) {
  const { t } = useTranslation();
  const { nodes, checkedKeys, onCheck, expandedKeys, onExpand, menuFor, onMenu, statusOf, height } = props;
  const data = useMemo(() => toData(nodes), [nodes]);

  if (nodes.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tree.empty')} />;
  }

  return (
    <Tree<Data>
      checkable
      blockNode
      selectable={false}
      height={height}
      treeData={data}
      checkedKeys={checkedKeys}
      onCheck={(checked) => onCheck((Array.isArray(checked) ? checked : checked.checked).map(String))}
      expandedKeys={expandedKeys}
      onExpand={(keys) => onExpand(keys.map(String))}
      titleRender={(item) => {
        const node = item.node;
        const items = menuFor(node);
        const running = node.type === 'Device' && isRunning(statusOf(node));
        const title = (
          <span
            className="tree-node"
            data-testid={`tree-node-${node.key}`}
            data-parent={item.parentKey ? `tree-node-${item.parentKey}` : undefined}
          >
            {node.type === 'Fleet' ? (
              <TeamOutlined className="tree-node__icon" />
            ) : (
              <span className={`tree-node__dot${running ? ' tree-node__dot--running' : ''}`} />
            )}
            {node.type === 'Device' && <CarOutlined className="tree-node__icon" />}
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
