import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Page } from './common';

@ObjectType({ description: 'An administrator account.' })
export class Account {
  @Field(() => ID)
  id!: string;

  @Field()
  account!: string;

  @Field()
  alias!: string;

  @Field(() => ID)
  permissionId!: string;

  @Field(() => String, { nullable: true })
  permissionName?: string | null;

  @Field(() => Int)
  statusCode!: number;

  @Field(() => String, { nullable: true, description: 'Where password-reset keys are mailed.' })
  email!: string | null;

  @Field(() => Float, { nullable: true, description: 'Epoch microseconds.' })
  lastLoginTimestamp!: number | null;

  @Field(() => Float, { description: 'Epoch microseconds.' })
  createDate!: number;
}

@ObjectType()
export class AccountPage extends Page(Account) {}

@InputType()
export class CreateAccountInput {
  @Field()
  account!: string;

  @Field()
  password!: string;

  @Field()
  alias!: string;

  @Field(() => ID)
  permissionId!: string;

  @Field(() => Int, { nullable: true })
  statusCode?: number | null;

  @Field(() => String, { nullable: true, description: 'Where password-reset keys are mailed.' })
  email?: string | null;
}

@InputType()
export class EditAccountInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  alias?: string | null;

  @Field(() => ID, { nullable: true })
  permissionId?: string | null;

  @Field(() => Int, { nullable: true })
  statusCode?: number | null;

  @Field(() => String, { nullable: true, description: 'Blank clears it.' })
  email?: string | null;

  @Field(() => String, { nullable: true })
  password?: string | null;
}
