import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Page } from './common';

@ObjectType({ description: 'A fleet account; a sub-fleet has a parentFleetId.' })
export class Fleet {
  @Field(() => ID)
  id!: string;

  @Field()
  account!: string;

  @Field()
  alias!: string;

  @Field(() => String, { nullable: true })
  contact!: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber!: string | null;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field({ description: 'Flags: edit vehicle info, fleet management, send commands (e.g. "111").' })
  permissions!: string;

  @Field(() => ID, { nullable: true })
  parentFleetId!: string | null;

  @Field(() => Int)
  numberOfDevices!: number;

  @Field(() => Float, { nullable: true, description: 'Epoch microseconds.' })
  loginTimestamp!: number | null;

  @Field(() => Int)
  statusCode!: number;

  // accountType and subFleets are field resolvers (FleetResolver).

  /** Read-model only: lets the subFleets resolver skip a call when there are none. */
  numberOfSubFleets?: number;
}

@ObjectType()
export class FleetPage extends Page(Fleet) {}

@InputType()
export class FleetFilter {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => String, { nullable: true })
  account?: string | null;

  @Field(() => String, { nullable: true })
  keyword?: string | null;

  @Field(() => ID, { nullable: true })
  parentFleetId?: string | null;

  @Field(() => Boolean, { nullable: true })
  containSubFleets?: boolean | null;
}

@InputType()
export class CreateFleetInput {
  @Field()
  account!: string;

  @Field()
  password!: string;

  @Field()
  alias!: string;

  @Field(() => String, { nullable: true })
  contact?: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  permissions?: string | null;
}

@InputType()
export class EditFleetInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  password?: string | null;

  @Field(() => String, { nullable: true })
  alias?: string | null;

  @Field(() => String, { nullable: true })
  contact?: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  permissions?: string | null;

  @Field(() => Int, { nullable: true })
  statusCode?: number | null;
}

@InputType()
export class CreateSubFleetInput {
  @Field(() => ID)
  parentFleetId!: string;

  @Field()
  account!: string;

  @Field()
  password!: string;

  @Field()
  alias!: string;

  @Field(() => String, { nullable: true })
  permissions?: string | null;
}

@InputType()
export class EditSubFleetInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  password?: string | null;

  @Field(() => String, { nullable: true })
  alias?: string | null;

  @Field(() => String, { nullable: true })
  permissions?: string | null;
}
