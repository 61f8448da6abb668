import { Field, Float, ID, ObjectType } from '@nestjs/graphql';

const MICROS = 'Epoch microseconds.';

@ObjectType({ description: 'A warning raised by a device: an alarm it sent, or a state it entered.' })
export class Warning {
  @Field(() => ID)
  id!: string;

  @Field()
  deviceSerialNumber!: string;

  @Field(() => String, { nullable: true, description: "The vehicle's name when the warning was raised." })
  carName!: string | null;

  @Field(() => ID, { nullable: true })
  fleetId!: string | null;

  @Field({ description: 'sos, power_cut, low_battery, vibration, power_off, tamper, ...' })
  kind!: string;

  @Field({ description: "'status': open until cleared; 'alarm': a one-off alarm packet." })
  source!: string;

  @Field({ description: 'Stable English text per kind; the UI translates by kind.' })
  warningMessage!: string;

  @Field(() => Float, { description: MICROS })
  timestamp!: number;

  @Field(() => Float, { nullable: true })
  latitude!: number | null;

  @Field(() => Float, { nullable: true })
  longitude!: number | null;

  @Field()
  cleared!: boolean;
}
