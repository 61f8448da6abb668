import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Modal, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LatLng } from './coordinates';
import {
  FENCE_TYPES,
  canSaveShape,
  drawTypeIndex,
  emptyShape,
  fenceTypeAt,
  fromGeometry,
  toGeometry,
  FenceType,
  type FenceGeometry,
  type FenceShape,
} from './fenceShape';
import { shapeCentre } from './shapeCentre';

/** The map and its drawing library (some 75 kB gzipped) load when the dialog opens, not with the page. */
const FenceMap = lazy(() => import('./FenceMap').then((m) => ({ default: m.FenceMap })));

const DRAW_TYPE_LABEL_KEYS: Record<FenceType, string> = {
  [FenceType.Circle]: 'places.fenceMap.circle',
  [FenceType.Polygon]: 'places.fenceMap.polygon',
};
const HINT_KEYS: Record<FenceType, string> = {
  [FenceType.Circle]: 'places.fenceMap.circleHint',
  [FenceType.Polygon]: 'places.fenceMap.polygonHint',
};

export interface FenceMapDialogProps {
  open: boolean;
  /** The fence's shape when editing, null when adding. */
  value: FenceGeometry | null;
  /** Where to open the map when there is no shape yet (the vehicle's last position). */
  centre?: LatLng | null;
  /** The device's service has expired: nothing can be drawn or saved (spec). */
  serviceExpired?: boolean;
  onSave: (geometry: FenceGeometry) => void;
  onClose: () => void;
}

/** Dialog 2: the fence map, where a circle or a polygon is drawn (spec). */
export function FenceMapDialog(props: FenceMapDialogProps) {
  return props.open ? <FenceMapDialogBody {...props} /> : null;
}

/** Mounted only while open, so every opening starts from the value it is given. */
function FenceMapDialogBody({
  value,
  centre = null,
  serviceExpired = false,
  onSave,
  onClose,
}: FenceMapDialogProps) {
  const { t } = useTranslation();
  const [shape, setShape] = useState<FenceShape>(() =>
    value ? fromGeometry(value) : emptyShape(FenceType.Circle),
  );
  const [drawing, setDrawing] = useState(false);
  const [mapCentre] = useState(() => shapeCentre(shape, centre));
  const geometry = toGeometry(shape);
  const saveEnabled = !serviceExpired && canSaveShape(shape, drawing) && geometry !== null;

  const startOrFinish = () => {
    if (!drawing) setShape(emptyShape(shape.fenceType));
    setDrawing(!drawing);
  };

  return (
    <Modal
      open
      title={t('places.fenceMap.title')}
      width={760}
      centered
      maskClosable={false}
      closable={!drawing}
      keyboard={!drawing}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose} disabled={drawing}>
          {t('common.close')}
        </Button>,
        <Button
          key="save"
          type="primary"
          disabled={!saveEnabled}
          onClick={() => geometry && onSave(geometry)}
        >
          {t('common.save')}
        </Button>,
      ]}
    >
      <div className="place-dialog">
        <Space wrap>
          <Segmented
            data-testid="fence-draw-type"
            value={drawTypeIndex(shape.fenceType)}
            disabled={drawing || serviceExpired}
            options={FENCE_TYPES.map((type) => ({
              value: drawTypeIndex(type),
              label: t(DRAW_TYPE_LABEL_KEYS[type]),
            }))}
            onChange={(index) => setShape(emptyShape(fenceTypeAt(index)))}
          />
          <Button type={drawing ? 'primary' : 'default'} disabled={serviceExpired} onClick={startOrFinish}>
            {drawing ? t('places.fenceMap.finish') : t('places.fenceMap.draw')}
          </Button>
        </Space>
        {serviceExpired ? (
          <Alert type="warning" showIcon title={t('places.serviceExpired')} />
        ) : (
          <Alert type="info" showIcon title={t(HINT_KEYS[shape.fenceType])} />
        )}
        <div className="place-map" data-testid="fence-map" data-drawing={drawing}>
          <Suspense fallback={null}>
            <FenceMap
              centre={mapCentre}
              shape={shape}
              drawing={drawing}
              onShape={setShape}
              onFinished={() => setDrawing(false)}
            />
          </Suspense>
        </div>
      </div>
    </Modal>
  );
}
