import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Page } from './common';

const MICROS = 'Epoch microseconds.';

@ObjectType({ description: 'A tracker and the vehicle it is in.' })
export class Device {
  @Field(() => ID)
  deviceId!: string;

  @Field()
  deviceSerialNumber!: string;

  @Field(() => String, { nullable: true })
  carName!: string | null;

  @Field(() => String, { nullable: true })
  alias!: string | null;

  @Field(() => String, { nullable: true })
  deviceOwnerName!: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  simNumber!: string | null;

  @Field(() => Int, { nullable: true })
  carElectricity!: number | null;

  @Field(() => String, { nullable: true })
  firmwareVersion!: string | null;

  @Field(() => String, { nullable: true })
  esimId!: string | null;

  @Field(() => Int, { nullable: true })
  isValueAddedVisible!: number | null;

  @Field(() => Int, { nullable: true })
  serviceStatusCode!: number | null;

  @Field(() => Int, { nullable: true })
  status!: number | null;

  @Field(() => ID, { nullable: true })
  fleetId!: string | null;

  @Field(() => String, { nullable: true })
  fleetAlias!: string | null;

  @Field(() => ID, { nullable: true })
  parentFleetId!: string | null;

  @Field(() => String, { nullable: true })
  planName!: string | null;

  @Field(() => Float, { nullable: true, description: MICROS })
  serviceExpiredDate!: number | null;

  @Field(() => Float, { nullable: true, description: MICROS })
  valueExpiredDate!: number | null;

  @Field(() => Float, { description: MICROS })
  createDate!: number;

  @Field(() => Int)
  deviceStatusCode!: number;

  @Field(() => Int)
  warnings!: number;

  @Field(() => Int, { nullable: true })
  locateType!: number | null;

  @Field(() => Float, { nullable: true })
  speed!: number | null;

  @Field(() => Int, { nullable: true })
  isProtected!: number | null;

  @Field(() => Float, { nullable: true })
  latitude!: number | null;

  @Field(() => Float, { nullable: true })
  longitude!: number | null;

  @Field(() => Float, { nullable: true })
  gpsLatitude!: number | null;

  @Field(() => Float, { nullable: true })
  gpsLongitude!: number | null;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => Int)
  deviceIcon!: number;

  @Field(() => Int)
  convertGpsToAddressTimes!: number;

  @Field()
  hasPassword!: boolean;

  @Field(() => Int)
  allocated!: number;

  @Field(() => Float, { description: MICROS })
  updatedTimestamp!: number;

  @Field(() => Float, { nullable: true, description: 'Degrees of the last fix.' })
  course!: number | null;

  @Field(() => Float, { nullable: true, description: 'Metres.' })
  altitude!: number | null;

  @Field(() => Int, { nullable: true })
  satellites!: number | null;

  @Field(() => Float, { nullable: true, description: 'Percent 0..100, as last reported.' })
  batteryLevel!: number | null;

  @Field(() => Float, { nullable: true, description: 'Volts, as last reported.' })
  batteryVoltage!: number | null;

  @Field(() => Int, { nullable: true })
  gsmSignal!: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Ignition, as last reported.' })
  acc!: boolean | null;

  @Field(() => Float, { nullable: true, description: `${MICROS} Device time of the last fix.` })
  lastFixTimestamp!: number | null;

  @Field(() => Float, { nullable: true, description: 'Distance accumulated over accepted positions.' })
  odometerMeters!: number | null;

  @Field(() => String, { nullable: true, description: 'sleep, stationary, moving or no_signal.' })
  vehicleStatus!: string | null;

  @Field(() => String, { nullable: true, description: 'none, vibration, sound or combined.' })
  protection!: string | null;

  @Field()
  online!: boolean;

  @Field(() => Float, { nullable: true, description: `${MICROS} The last time the device was heard from.` })
  lastSeenTimestamp!: number | null;

  @Field(() => Int, { description: 'Positions the filters refused, in total.' })
  rejectedPositions!: number;
}

@ObjectType()
export class DevicePage extends Page(Device) {}

@ObjectType({ description: 'Outcome of addDevices, per serial number.' })
export class AddDevicesResult {
  @Field(() => [String])
  added!: string[];

  @Field(() => [String])
  duplicates!: string[];

  @Field(() => [String])
  invalid!: string[];
}

@InputType()
export class DeviceFilter {
  @Field(() => String, { nullable: true })
  keyword?: string | null;

  @Field(() => String, { nullable: true })
  deviceSerialNumber?: string | null;

  @Field(() => [String], { nullable: true })
  deviceSerialNumbers?: string[] | null;

  @Field(() => ID, { nullable: true })
  fleetId?: string | null;

  @Field(() => Boolean, { nullable: true })
  isContainSubFleet?: boolean | null;

  @Field(() => Float, {
    nullable: true,
    description: `Devices whose service expires before this time. ${MICROS}`,
  })
  filterServiceExpiredDate?: number | null;

  @Field(() => Float, { nullable: true, description: `Only devices changed since then. ${MICROS}` })
  lastLoadingTimestamp?: number | null;
}

@InputType()
export class EditDeviceInput {
  @Field()
  deviceSerialNumber!: string;

  @Field(() => String, { nullable: true })
  carName?: string | null;

  @Field(() => String, { nullable: true })
  ownerName?: string | null;

  @Field(() => String, { nullable: true })
  ownerPhone?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  password?: string | null;

  @Field(() => Int, { nullable: true })
  deviceIcon?: number | null;

  @Field(() => String, { nullable: true })
  simCardNumber?: string | null;

  @Field(() => String, { nullable: true })
  firmwareVersion?: string | null;

  @Field(() => String, { nullable: true })
  esimId?: string | null;

  @Field(() => Int, { nullable: true })
  isValueAddedVisible?: number | null;

  @Field(() => Int, { nullable: true })
  isCarElectricity?: number | null;

  @Field(() => Int, { nullable: true, description: 'null clears it.' })
  serviceStatusCode?: number | null;

  @Field(() => ID, {
    nullable: true,
    description: 'Move to this fleet; null takes the device out of its fleet.',
  })
  fleetId?: string | null;
}
