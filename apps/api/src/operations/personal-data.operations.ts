import {
  AdminFunction,
  personalDataStream,
  personalDataSubject,
  type PersonalDataErasedData,
  type PersonalDataSubject,
} from '@gps/domain';
import { OPEN_COMMAND_STATUSES, PHONE_KEYS } from '@gps/codes';
import { calls } from '@gps/contracts';
import type { Destruction, EventStore } from '@gps/event-store';
import { Collections, credentialId, micros } from '@gps/projections';
import type { Aggregates } from '../commands/aggregates';
import { notFound, validationError } from '../request/api-error';
import { callerOf, operation, type OperationContext } from '../request/operation';
import type { ReadModels } from './shared/read-models';

/** The customers whose personal data can be erased: the call's accountType. */
const FLEET = 2;
const DEVICE = 3;

/**
 * Why an erasure ends a device's PHONE or USER command still waiting to be sent or answered: the
 * number it would program is the customer's, and is erased with the rest.
 */
export const ERASED_NUMBER_REASON = "the customer's personal data was erased: the number is no longer kept";

/** What the erasure needs. */
export interface PersonalDataOperationDeps {
  commands: Pick<Aggregates, 'personalData' | 'remoteCommand'>;
  read: ReadModels;
  events: Pick<EventStore, 'readStream'>;
  /** The personal-data layer of the event log: destroys a subject's key. */
  personalKeys: { erase(subject: PersonalDataSubject, at: number): Promise<Destruction> };
}

interface Account {
  accountType: typeof FLEET | typeof DEVICE;
  accountId: string;
  subject: PersonalDataSubject;
}

export const personalDataOperations = ({
  commands,
  read,
  events,
  personalKeys,
}: PersonalDataOperationDeps) => {
  /** The fleet by its account name (sign-in's lookup), the device by its serial number; -3 unknown. */
  async function accountOf(accountType: number, account: string): Promise<Account> {
    if (accountType === FLEET) {
      const credential = await read.get(Collections.credentials, credentialId.fleet(account));
      if (credential?.kind !== 'fleet') throw notFound(`fleet ${account} not found`);
      const fleetId = credential.subjectId;
      return { accountType, accountId: fleetId, subject: personalDataSubject.fleet(fleetId) };
    }
    if (accountType === DEVICE) {
      if (!(await read.get(Collections.devices, account))) throw notFound(`device ${account} not found`);
      return { accountType, accountId: account, subject: personalDataSubject.device(account) };
    }
    throw validationError([
      { field: 'accountType', code: 'invalid_choice', message: `accountType must be ${FLEET} or ${DEVICE}` },
    ]);
  }

  /** The recorded erasure of that key: the one this call appended, or an earlier call's. */
  async function recorded(subject: PersonalDataSubject, generation: number): Promise<PersonalDataErasedData> {
    const stream = await events.readStream(personalDataStream(subject));
    const erasure = stream
      .map((e) => e.data as unknown as PersonalDataErasedData)
      .find((d) => d.generation === generation);
    if (!erasure) throw new Error(`the erasure of ${subject} generation ${generation} is not recorded`);
    return erasure;
  }

  /**
   * Ends the device's PHONE and USER commands not yet sent or answered, before its key is destroyed:
   * the outbox never sends, nor the log records a reply to, a number being erased.
   */
  async function endNumberedCommands(ctx: OperationContext, account: Account): Promise<void> {
    if (account.accountType !== DEVICE) return;
    const open = await read.find(Collections.remoteCommands, {
      filters: [
        { field: 'deviceSerialNumber', op: 'eq', value: account.accountId },
        { field: 'key', op: 'in', value: [...PHONE_KEYS] },
        { field: 'status', op: 'in', value: [...OPEN_COMMAND_STATUSES] },
      ],
    });
    for (const command of open.rows) {
      await commands.remoteCommand.execute(
        ctx,
        command.id,
        {
          type: 'MarkCommandFailed',
          commandId: command.id,
          failure: 'personal_data_erased',
          reason: ERASED_NUMBER_REASON,
          at: ctx.now,
        },
        { key: `end-${command.id}` },
      );
    }
  }

  return [
    operation(calls.erasePersonalData, {
      access: { admin: { functionId: AdminFunction.CUSTOMER, right: 'delete' } },
      audited: (input) => `accountType ${input.accountType} ${input.account}`,
      async run(ctx, input) {
        const account = await accountOf(input.accountType, input.account);
        await endNumberedCommands(ctx, account);
        // The key first, then the record: a retry after a failure between them finds the key
        // destroyed (same generation) and records it then.
        const { generation } = await personalKeys.erase(account.subject, ctx.now);
        await commands.personalData.execute(ctx, account.subject, {
          type: 'RecordErasure',
          subject: account.subject,
          accountType: account.accountType,
          accountId: account.accountId,
          generation,
          at: ctx.now,
          by: callerOf(ctx).subjectId,
        });
        const erasure = await recorded(account.subject, generation);
        return {
          accountType: account.accountType,
          accountId: account.accountId,
          erasedAt: micros(erasure.at),
        };
      },
    }),
  ];
};
