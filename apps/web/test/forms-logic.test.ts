import { describe, expect, it } from '@jest/globals';
import { isEditableDeviceField } from '../src/shared/devices/editableDeviceFields';
import { changedFields } from '../src/shared/forms/changedFields';

describe('only the changed fields', () => {
  it('keeps the fields whose value differs, by strict equality', () => {
    const before = { alias: 'Van', statusCode: 1, permissions: '110', contact: '' };
    expect(changedFields(before, { ...before, alias: 'Truck', statusCode: 2 })).toEqual({
      alias: 'Truck',
      statusCode: 2,
    });
    expect(changedFields(before, { ...before })).toEqual({});
    expect(changedFields({ n: 1 }, { n: '1' as unknown as number })).toEqual({ n: '1' });
  });

  it('sends a field cleared to empty or null, but not one the form left undefined', () => {
    const before: { contact: string | null; email?: string } = { contact: 'Ann', email: 'a@b.c' };
    expect(changedFields(before, { contact: '', email: undefined })).toEqual({ contact: '' });
    expect(changedFields(before, { contact: null })).toEqual({ contact: null });
  });
});

describe('editable device fields', () => {
  it('lets the back office edit every field and the customer only name, owner, email and icon', () => {
    for (const field of ['carName', 'simNumber', 'password', 'esimId', 'serviceStatusCode']) {
      expect(isEditableDeviceField('admin', field)).toBe(true);
    }
    const customer = [
      'deviceOwnerName',
      'carName',
      'email',
      'simNumber',
      'phoneNumber',
      'changePassword',
      'password',
      'carElectricity',
      'firmwareVersion',
      'esimId',
      'isValueAddedVisible',
      'serviceStatusCode',
      'deviceIcon',
    ].filter((field) => isEditableDeviceField('customer', field));
    expect(customer).toEqual(['deviceOwnerName', 'carName', 'email', 'deviceIcon']);
  });
});
