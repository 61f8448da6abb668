import {
  announcementDecider,
  streams,
  type AnnouncementCommand,
  type AnnouncementEvent,
  type PublishAnnouncement,
} from '../src';
import { failingFields } from './support/failing-fields';
import { errorOf, givenWhenThen } from './support/given-when-then';

const run = givenWhenThen(announcementDecider);
const AT = 1_764_000_000_000;
const HOUR = 3_600_000;
const ADMIN = 'admin-1';
const ID = 'an-1';

function publish(overrides: Partial<PublishAnnouncement> = {}): PublishAnnouncement {
  return {
    type: 'PublishAnnouncement',
    announcementId: ID,
    content: '  Maintenance tonight  ',
    publishAt: AT,
    at: AT,
    by: ADMIN,
    ...overrides,
  };
}
const scheduled = (publishAt: number): AnnouncementEvent => ({
  type: 'AnnouncementScheduled',
  version: 1,
  data: { announcementId: ID, content: 'Maintenance tonight', publishAt, at: AT, by: ADMIN },
});
const published = (at: number): AnnouncementEvent => ({
  type: 'AnnouncementPublished',
  version: 1,
  data: { announcementId: ID, at },
});
const deleted: AnnouncementEvent = {
  type: 'AnnouncementDeleted',
  version: 1,
  data: { announcementId: ID, at: AT + 1, by: ADMIN },
};
const due = (at: number): AnnouncementCommand => ({ type: 'PublishDueAnnouncement', announcementId: ID, at });
const remove: AnnouncementCommand = { type: 'DeleteAnnouncement', announcementId: ID, at: AT + 2, by: ADMIN };

describe('announcement decider', () => {
  it('names one stream per announcement', () => {
    expect(streams.announcement(ID)).toBe(`announcement-${ID}`);
  });

  it('publishes at once an announcement whose time is now, its content trimmed', () => {
    expect(run([], publish())).toEqual([scheduled(AT), published(AT)]);
  });

  it('publishes at once one whose time has passed, as of that time', () => {
    expect(run([], publish({ publishAt: AT - HOUR }))).toEqual([scheduled(AT - HOUR), published(AT - HOUR)]);
  });

  it('only schedules one whose time is in the future', () => {
    expect(run([], publish({ publishAt: AT + HOUR }))).toEqual([scheduled(AT + HOUR)]);
  });

  it('publishes a scheduled one when it comes due, as of its publish time, once', () => {
    expect(run([scheduled(AT + HOUR)], due(AT + HOUR + 5))).toEqual([published(AT + HOUR)]);
    expect(run([scheduled(AT + HOUR), published(AT + HOUR)], due(AT + 2 * HOUR))).toEqual([]);
  });

  it('does not publish one before its time, nor a deleted one', () => {
    expect(run([scheduled(AT + HOUR)], due(AT + HOUR - 1))).toEqual([]);
    expect(run([scheduled(AT + HOUR), deleted], due(AT + HOUR))).toEqual([]);
  });

  it('refuses to publish an unknown announcement as due', () => {
    expect(errorOf(run([], due(AT))).kind).toBe('not_found');
  });

  it('refuses a second announcement under the same id', () => {
    expect(errorOf(run([scheduled(AT), published(AT)], publish())).detail?.reason).toBe('already_exists');
  });

  it('keeps line breaks, counts characters not UTF-16 units, and allows 280', () => {
    const content = `${'公'.repeat(139)}\n${'😀'.repeat(140)}`;
    expect(run([], publish({ content }))).toMatchObject([
      { data: { content } },
      { type: 'AnnouncementPublished' },
    ]);
    expect(failingFields(run([], publish({ content: `${content}😀` })))).toEqual([
      { field: 'messageContent', code: 'too_long' },
    ]);
  });

  it('refuses empty, blank, too long or unsafe content and a bad publish time, naming each field', () => {
    expect(failingFields(run([], publish({ content: '   ', publishAt: -1 })))).toEqual([
      { field: 'messageContent', code: 'required' },
      { field: 'publishDate', code: 'too_small' },
    ]);
    expect(failingFields(run([], publish({ content: 'x'.repeat(281) })))).toEqual([
      { field: 'messageContent', code: 'too_long' },
    ]);
    expect(failingFields(run([], publish({ content: 'a\u202Eb' })))).toEqual([
      { field: 'messageContent', code: 'unsafe_text' },
    ]);
    expect(failingFields(run([], publish({ announcementId: '', by: '' })))).toEqual([
      { field: 'announcementId', code: 'invalid' },
      { field: 'by', code: 'invalid' },
    ]);
  });

  it('deletes a scheduled or published announcement', () => {
    expect(run([scheduled(AT + HOUR)], remove)).toEqual([
      { type: 'AnnouncementDeleted', version: 1, data: { announcementId: ID, at: AT + 2, by: ADMIN } },
    ]);
    expect(run([scheduled(AT), published(AT)], remove)).toHaveLength(1);
  });

  it('refuses to delete an unknown one, and a deleted one saying it was deleted', () => {
    expect(errorOf(run([], remove))).toMatchObject({ kind: 'not_found', detail: { id: ID } });
    expect(errorOf(run([], remove)).detail?.deleted).toBeUndefined();
    expect(errorOf(run([scheduled(AT), deleted], remove))).toMatchObject({
      kind: 'not_found',
      detail: { id: ID, deleted: true },
    });
  });
});
