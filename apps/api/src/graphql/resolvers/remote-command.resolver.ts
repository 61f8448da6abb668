import { Inject, UseFilters } from '@nestjs/common';
import { Args, Float, Query, Mutation, Resolver } from '@nestjs/graphql';
import { ResponseCode } from '@gps/contracts';
import { ApiError } from '../../request/api-error';
import type { CommandLogRow } from '../../operations/shared/command-log';
import { Dispatcher, type RequestInfo } from '../../request/dispatcher';
import { ApiErrorFilter } from '../api-error.filter';
import { CallRequest } from '../context';
import { callInput, dispatchAs } from '../dispatch';
import {
  CommandLogEntry,
  CommandLogPage,
  RemoteCommandInput,
  RemoteCommandResult,
} from '../types/remote-command';

/** GraphQL lists scalars of one type: the recorded value goes out as text. */
function entryOf<T extends CommandLogRow>(row: T): T & { value: string | null } {
  return { ...row, value: row.value === null ? null : String(row.value) };
}

/** The call's single `value` from the typed fields; more than one is ambiguous. */
function valueOf(input: RemoteCommandInput): string | number | boolean | undefined {
  const given = [input.text, input.number, input.on].filter((v) => v !== undefined && v !== null);
  if (given.length > 1) {
    throw new ApiError(ResponseCode.VALIDATION, 'give at most one of text, number and on', {
      field: 'value',
    });
  }
  return given[0] ?? undefined;
}

/** Remote commands and their history. */
@UseFilters(ApiErrorFilter)
@Resolver(() => CommandLogEntry)
export class RemoteCommandResolver {
  constructor(@Inject(Dispatcher) private readonly dispatcher: Dispatcher) {}

  @Mutation(() => RemoteCommandResult)
  async remoteCommand(
    @Args('input', { type: () => RemoteCommandInput }) input: RemoteCommandInput,
    @CallRequest() request: RequestInfo,
  ): Promise<RemoteCommandResult> {
    const { deviceSerialNumber, requestDataCode, key } = input;
    const call = callInput({ deviceSerialNumber, requestDataCode, key, value: valueOf(input) });
    return entryOf(
      await dispatchAs<RemoteCommandResult & CommandLogRow>(this.dispatcher, 'remoteCommand', call, request),
    );
  }

  @Query(() => CommandLogPage, {
    description: "A device's command history, newest first; the last 24 hours by default.",
  })
  async deviceSendCommandLog(
    @Args('deviceSerialNumber') deviceSerialNumber: string,
    @Args('startTime', { type: () => Float, nullable: true }) startTime: number | null | undefined,
    @Args('endTime', { type: () => Float, nullable: true }) endTime: number | null | undefined,
    @CallRequest() request: RequestInfo,
  ): Promise<CommandLogPage> {
    const call = callInput({ deviceSerialNumber, startTime, endTime });
    const page = await dispatchAs<{ total: number; rows: CommandLogRow[] }>(
      this.dispatcher,
      'getDeviceSendCommandLog',
      call,
      request,
    );
    return { total: page.total, rows: page.rows.map(entryOf) };
  }
}
