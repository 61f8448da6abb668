import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { Page } from './common';

@ObjectType({ description: 'One administrator action and its outcome.' })
export class SystemLog {
  @Field(() => ID)
  id!: string;

  @Field(() => Float, { description: 'Epoch microseconds.' })
  timestamp!: number;

  @Field(() => ID, { nullable: true })
  accountId!: string | null;

  @Field(() => String, { nullable: true })
  account!: string | null;

  @Field()
  action!: string;

  @Field(() => Int, { nullable: true })
  functionId!: number | null;

  @Field({ description: 'success, denied or failure.' })
  outcome!: string;

  @Field(() => String, { nullable: true })
  detail!: string | null;

  @Field(() => String, { nullable: true })
  ip!: string | null;
}

@ObjectType()
export class SystemLogPage extends Page(SystemLog) {}
