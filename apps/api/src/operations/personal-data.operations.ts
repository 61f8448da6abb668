import {
  AdminFunction,
  personalDataStream,
  personalDataSubject,
  type PersonalDataErasedData,
  type PersonalDataSubject,
} from '@gps/domain';
import { calls } from '@gps/contracts';
import type { Destruction, EventStore } from '@gps/event-store';
import { Collections, credentialId, micros } from '@gps/projections';
import type { Aggregates } from '../commands/aggregates';
import { notFound, validationError } from '../request/api-error';
import { callerOf, operation } from '../request/operation';
import type { ReadModels } from './shared/read-models';

/** The customers whose personal data can be erased: the call's accountType. */
const FLEET = 2;
const DEVICE = 3;

/** What the erasure needs. */
export interface PersonalDataOperationDeps {
  commands: Pick<Aggregates, 'personalData'>;
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

  return [
    operation(calls.erasePersonalData, {
      access: { admin: { functionId: AdminFunction.CUSTOMER, right: 'delete' } },
      audited: (input) => `accountType ${input.accountType} ${input.account}`,
      async run(ctx, input) {
        const account = await accountOf(input.accountType, input.account);
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
