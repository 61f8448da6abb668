import VirtualList, { type ListRef } from '@rc-component/virtual-list';
import { Empty } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementHeight } from '../../../shared/ui/useElementHeight';
import { useVehicles, type ClientDevice } from '../../../shared/vehicles/VehiclesProvider';
import { useVehicleLooks } from '../../../shared/vehicles/look/useVehicleLooks';
import { CARD_HEIGHT_ESTIMATE, cardIndexOf, emptyHintKey } from './cardList';
import { VehicleCard } from './VehicleCard';

const cardKey = (d: ClientDevice) => d.deviceId;

/**
 * A card for every ticked vehicle, virtualised: only the cards in view (and a few around them) are
 * built, so a selection of thousands scrolls as one of ten. A located vehicle's card (a click in
 * the tree, on the map or on the card) is brought into view.
 */
export function VehicleCardList() {
  const { t } = useTranslation();
  const { selectedDevices, locate, located, watchList } = useVehicles();
  const lookOf = useVehicleLooks();
  const [frameRef, height] = useElementHeight<HTMLDivElement>();
  const list = useRef<ListRef>(null);

  // Each locate moves the list once, not at every live row after it; a vehicle ticked by the same
  // click is listed a render later, and its card is shown then.
  const shown = useRef(0);
  useEffect(() => {
    if (!located || located.seq === shown.current) return;
    const index = cardIndexOf(selectedDevices, located.deviceId);
    // The list is there once its room is measured.
    if (index === null || !list.current) return;
    shown.current = located.seq;
    list.current.scrollTo({ index, align: 'auto' });
  }, [located, selectedDevices, height]);

  return (
    <div className="selected-list" data-testid="selected-vehicles" ref={frameRef}>
      {selectedDevices.length === 0 ? (
        <Empty
          className="side-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(emptyHintKey(watchList))}
        />
      ) : (
        height !== undefined && (
          <VirtualList
            ref={list}
            data={selectedDevices}
            height={height}
            itemHeight={CARD_HEIGHT_ESTIMATE}
            itemKey={cardKey}
          >
            {(d) => <VehicleCard device={d} look={lookOf(d)} locate={locate} />}
          </VirtualList>
        )
      )}
    </div>
  );
}
