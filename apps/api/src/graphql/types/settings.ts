import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class SystemSetting {
  @Field()
  id!: string;

  @Field()
  value!: string;
}
