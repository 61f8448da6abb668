import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { FunctionRights } from './common';

@ObjectType()
export class Session {
  @Field()
  token!: string;

  @Field(() => ID)
  accountId!: string;

  @Field(() => Int, { description: '1 administrator, 2 fleet (main or sub), 3 single device.' })
  accountType!: number;

  @Field()
  account!: string;

  @Field(() => String, { nullable: true })
  alias!: string | null;

  @Field(() => [Int], {
    description: 'Client permission slots: edit vehicle info, send commands, fleet management.',
  })
  permissions!: number[];

  @Field(() => [FunctionRights], { description: 'Administrators: rights per back-office function.' })
  rights!: FunctionRights[];

  @Field(() => ID, { nullable: true, description: 'Sub-fleets: their main fleet.' })
  parentFleetId!: string | null;

  @Field(() => Int)
  idleSeconds!: number;
}

@InputType({ description: 'Fleet sign-in (account) or single-device sign-in (deviceSerialNumber).' })
export class ClientLoginInput {
  @Field(() => String, { nullable: true })
  account?: string | null;

  @Field(() => String, { nullable: true })
  deviceSerialNumber?: string | null;

  @Field({ description: 'Lowercase hex SHA-256 of the password.' })
  password!: string;
}
