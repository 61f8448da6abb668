import { Typography } from 'antd';
import type { ClientDevice } from '../../shared/vehicles/VehiclesProvider';

/** A device in the console's lists: its car name over its serial number (the serial alone without one). */
export function DeviceName({ device, className }: { device: ClientDevice; className?: string }) {
  const serial = device.deviceSerialNumber;
  return (
    <span className={className}>
      <Typography.Text ellipsis title={device.carName || serial}>
        {device.carName || serial}
      </Typography.Text>
      {device.carName && (
        <Typography.Text type="secondary" className="device-name__serial">
          {serial}
        </Typography.Text>
      )}
    </span>
  );
}
