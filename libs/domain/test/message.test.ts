import { messageDecider, streams, type MessageCommand, type MessageEvent, type PublishMessage } from '../src';
import { failingFields } from './support/failing-fields';
import { errorOf, givenWhenThen } from './support/given-when-then';

const run = givenWhenThen(messageDecider);
const AT = 1_764_000_000_000;
const ADMIN = 'admin-1';
const ID = 'cmd-1-0';
const SERIAL = '358899051234567';

function publish(overrides: Partial<PublishMessage> = {}): PublishMessage {
  return {
    type: 'PublishMessage',
    messageId: ID,
    batchId: 'cmd-1',
    senderAccountId: ADMIN,
    sender: 'admin',
    receiverAccountType: 2,
    receiverAccountId: 'fleet-1',
    alias: 'Acme',
    content: ' Your invoice is ready ',
    at: AT,
    ...overrides,
  };
}
const published: MessageEvent = {
  type: 'MessagePublished',
  version: 1,
  data: {
    messageId: ID,
    batchId: 'cmd-1',
    senderAccountId: ADMIN,
    sender: 'admin',
    receiverAccountType: 2,
    receiverAccountId: 'fleet-1',
    alias: 'Acme',
    content: 'Your invoice is ready',
    at: AT,
  },
};
const deleted: MessageEvent = {
  type: 'MessageDeleted',
  version: 1,
  data: { messageId: ID, at: AT + 1, by: ADMIN },
};
const remove: MessageCommand = { type: 'DeleteMessage', messageId: ID, at: AT + 1, by: ADMIN };

describe('message decider', () => {
  it('names one stream per message', () => {
    expect(streams.message(ID)).toBe(`message-${ID}`);
  });

  it('sends a message to one fleet, its content trimmed', () => {
    expect(run([], publish())).toEqual([published]);
  });

  it('sends a message to one device by its serial number', () => {
    expect(
      run([], publish({ receiverAccountType: 3, receiverAccountId: SERIAL, alias: SERIAL })),
    ).toMatchObject([{ data: { receiverAccountType: 3, receiverAccountId: SERIAL } }]);
  });

  it('refuses a device receiver that is not a serial number, and other receiver types', () => {
    expect(failingFields(run([], publish({ receiverAccountType: 3, receiverAccountId: 'fleet-1' })))).toEqual(
      [{ field: 'receiverAccountIds', code: 'pattern' }],
    );
    expect(failingFields(run([], publish({ receiverAccountType: 1 })))).toEqual([
      { field: 'receiverAccountType', code: 'invalid_choice' },
    ]);
  });

  it('refuses empty or too long content and a missing sender or alias, naming each field', () => {
    expect(failingFields(run([], publish({ content: '', sender: ' ', alias: '' })))).toEqual([
      { field: 'sender', code: 'required' },
      { field: 'alias', code: 'required' },
      { field: 'messageContent', code: 'required' },
    ]);
    expect(failingFields(run([], publish({ content: '字'.repeat(281) })))).toEqual([
      { field: 'messageContent', code: 'too_long' },
    ]);
  });

  it('refuses a second message under the same id', () => {
    expect(errorOf(run([published], publish())).detail?.reason).toBe('already_exists');
  });

  it('deletes a message once; an unknown or deleted one is not found', () => {
    expect(run([published], remove)).toEqual([deleted]);
    expect(errorOf(run([published, deleted], remove)).kind).toBe('not_found');
    expect(errorOf(run([], remove)).kind).toBe('not_found');
  });
});
