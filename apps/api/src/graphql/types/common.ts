import { ArgsType, Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import type { Type } from '@nestjs/common';

@ObjectType({ description: 'Rights of an administrator permission group on one back-office function.' })
export class FunctionRights {
  @Field(() => Int, { description: 'Back-office function 1..13.' })
  functionId!: number;

  @Field({ description: 'add, edit, delete, view flags, e.g. "1101".' })
  flags!: string;
}

@InputType()
export class FunctionRightsInput {
  @Field(() => Int)
  functionId!: number;

  @Field()
  flags!: string;
}

/** What every list call answers. */
export interface PageOf<T> {
  total: number;
  rows: T[];
}

/** Base of the `<Item>Page` object types: one generic shape instead of a copy per list. */
export function Page<T>(item: Type<T>) {
  @ObjectType({ isAbstract: true })
  abstract class PageType implements PageOf<T> {
    @Field(() => Int)
    total!: number;

    @Field(() => [item])
    rows!: T[];
  }
  return PageType;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true })
  pageIndex?: number | null;

  @Field(() => Int, { nullable: true })
  pageRows?: number | null;
}

/**
 * The paging arguments alone: `@Args()` hands a resolver all of its arguments, whatever the class
 * says, so a resolver with other arguments (a filter) picks these out.
 */
export function pageOf(args: PageArgs): PageArgs {
  return { pageIndex: args.pageIndex, pageRows: args.pageRows };
}

@ArgsType()
export class KeywordPageArgs extends PageArgs {
  @Field(() => String, { nullable: true })
  keyword?: string | null;
}
