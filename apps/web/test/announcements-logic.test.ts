import { describe, expect, it } from '@jest/globals';
import { ReceiverAccountType } from '@gps/codes';
import { publishAnnouncementVariables } from '../src/features/admin/announcements/announcementForm';
import {
  deviceOptionLabel,
  fleetOptionLabel,
  messageVariables,
  publishMessageVariables,
  withReceiverType,
} from '../src/features/admin/announcements/messageFilters';

const NOW = Date.UTC(2026, 10, 25, 12, 0);
const MINUTE = 60_000;
const PAGE = { pageIndex: 2, pageRows: 20 };

describe('publishing an announcement', () => {
  it('sends a time still ahead, in microseconds, and the text trimmed', () => {
    expect(
      publishAnnouncementVariables({ publishAtMs: NOW + MINUTE, content: '  Maintenance tonight \n' }, NOW),
    ).toEqual({ publishDate: (NOW + MINUTE) * 1000, messageContent: 'Maintenance tonight' });
  });

  it("leaves out a time already past or none, so the server's clock publishes it at once", () => {
    expect(publishAnnouncementVariables({ publishAtMs: NOW - MINUTE, content: 'Hello' }, NOW)).toEqual({
      messageContent: 'Hello',
    });
    expect(publishAnnouncementVariables({ publishAtMs: NOW, content: 'Hello' }, NOW)).toEqual({
      messageContent: 'Hello',
    });
    expect(publishAnnouncementVariables({ publishAtMs: null, content: 'Hello' }, NOW)).toEqual({
      messageContent: 'Hello',
    });
  });
});

describe('the message list filters', () => {
  it('asks for the page alone when nothing is chosen', () => {
    expect(messageVariables({}, PAGE)).toEqual(PAGE);
    expect(messageVariables({}, { ...PAGE, keyword: 'tyre' })).toEqual({ ...PAGE, keyword: 'tyre' });
  });

  it('passes receiver type, receiver and sender as getMessages names them', () => {
    const filters = {
      receiverAccountType: ReceiverAccountType.DEVICE,
      receiverAccountId: '860000000000001',
      senderAccountId: 'admin-7',
    };
    expect(messageVariables(filters, PAGE)).toEqual({ ...PAGE, ...filters });
    expect(messageVariables({ receiverAccountId: '' }, PAGE)).toEqual(PAGE);
  });

  it('clears the receiver when its type changes, keeping the sender', () => {
    const filters = { receiverAccountType: 2, receiverAccountId: 'fleet-1', senderAccountId: 'admin-7' };
    expect(withReceiverType(filters, ReceiverAccountType.DEVICE)).toEqual({
      receiverAccountType: 3,
      receiverAccountId: undefined,
      senderAccountId: 'admin-7',
    });
    expect(messageVariables(withReceiverType(filters, undefined), PAGE)).toEqual({
      ...PAGE,
      senderAccountId: 'admin-7',
    });
  });
});

describe('sending a message', () => {
  it('sends each receiver once, by id, with the text trimmed', () => {
    const receivers = [
      { value: 'fleet-1', label: 'A' },
      { value: 'fleet-2', label: 'B' },
      { value: 'fleet-1', label: 'A' },
    ];
    expect(publishMessageVariables(ReceiverAccountType.FLEET, receivers, ' Hi \n')).toEqual({
      receiverAccountType: 2,
      receiverAccountIds: ['fleet-1', 'fleet-2'],
      messageContent: 'Hi',
    });
  });

  it('names fleets by alias and account (sub-fleets marked) and devices by serial, car and fleet', () => {
    expect(fleetOptionLabel({ account: 'acme', alias: 'Acme', parentFleetId: null }, 'sub')).toBe(
      'Acme (acme)',
    );
    expect(fleetOptionLabel({ account: 'north', alias: '', parentFleetId: 'f1' }, 'sub')).toBe(
      'north (north) · sub',
    );
    expect(deviceOptionLabel({ deviceSerialNumber: '8600', carName: 'Van', fleetAlias: null })).toBe(
      '8600 · Van',
    );
  });
});
