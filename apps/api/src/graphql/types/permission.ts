import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { FunctionRights, FunctionRightsInput, Page } from './common';

@ObjectType({ description: 'An administrator permission group.' })
export class Permission {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => Int)
  sort!: number;

  @Field(() => [FunctionRights])
  rights!: FunctionRights[];
}

@ObjectType()
export class PermissionPage extends Page(Permission) {}

@InputType()
export class CreatePermissionInput {
  @Field()
  name!: string;

  @Field(() => Int, { nullable: true })
  sort?: number | null;

  @Field(() => [FunctionRightsInput], { nullable: true })
  rights?: FunctionRightsInput[] | null;
}

@InputType()
export class EditPermissionInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => Int, { nullable: true })
  sort?: number | null;

  @Field(() => [FunctionRightsInput], { nullable: true })
  rights?: FunctionRightsInput[] | null;
}
