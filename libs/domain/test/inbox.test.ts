import { inboxDecider, streams, type InboxEvent, type MarkInboxSeen } from '../src';
import { failingFields } from './support/failing-fields';
import { givenWhenThen } from './support/given-when-then';

const run = givenWhenThen(inboxDecider);
const AT = 1_764_000_000_000;
const ACCOUNT = 'fleet-1';

function mark(announcementIds: unknown[], messageIds: unknown[] = [], accountId = ACCOUNT): MarkInboxSeen {
  return { type: 'MarkInboxSeen', accountId, announcementIds, messageIds, at: AT } as MarkInboxSeen;
}
const seen = (announcementIds: string[], messageIds: string[] = []): InboxEvent => ({
  type: 'InboxItemsSeen',
  version: 1,
  data: { accountId: ACCOUNT, announcementIds, messageIds, at: AT },
});

describe('inbox decider', () => {
  it('names one stream per account, a device by its serial', () => {
    expect(streams.inbox('358899051234567')).toBe('inbox-358899051234567');
  });

  it('records the announcements and messages seen', () => {
    expect(run([], mark(['a1', 'a2'], ['m1']))).toEqual([seen(['a1', 'a2'], ['m1'])]);
  });

  it('records only what was not seen before, each id once', () => {
    expect(run([seen(['a1'], ['m1'])], mark(['a1', 'a2', 'a2'], ['m1', 'm2']))).toEqual([
      seen(['a2'], ['m2']),
    ]);
  });

  it('records nothing when everything was seen already, or nothing was named', () => {
    expect(run([seen(['a1'], ['m1'])], mark(['a1'], ['m1']))).toEqual([]);
    expect(run([], mark([], []))).toEqual([]);
  });

  it('keeps announcements and messages apart: an id seen as one is not seen as the other', () => {
    expect(run([seen(['x1'])], mark([], ['x1']))).toEqual([seen([], ['x1'])]);
  });

  it('refuses bad ids, more than 100 of a kind and a missing account', () => {
    const many = Array.from({ length: 101 }, (_, i) => `a${i}`);
    expect(failingFields(run([], mark(['ok', ''], many, '')))).toEqual([
      { field: 'accountId', code: 'invalid' },
      { field: 'announcementIds', code: 'invalid' },
      { field: 'messageIds', code: 'too_many' },
    ]);
    expect(failingFields(run([], { ...mark([]), messageIds: 'm1' } as unknown as MarkInboxSeen))).toEqual([
      { field: 'messageIds', code: 'not_list' },
    ]);
  });
});
