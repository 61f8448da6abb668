import { describe, expect, it } from '@jest/globals';
// The domain's own list, read from its source: the web app depends on no server package.
import { DEVICE_EDIT_FIELDS } from '../../../libs/domain/src/auth/device-fields';
import { ERASED_PERSONAL_DATA } from '@gps/codes';
import { apiFieldName } from '@gps/contracts';
import { initialDeviceValues } from '../src/shared/devices/deviceForm';
import { apiNameOfFormField, isEditableDeviceField } from '../src/shared/devices/editableDeviceFields';
import { changedFields } from '../src/shared/forms/changedFields';
import type { TFunction } from 'i18next';
import { passwordRefusal } from '../src/shared/forms/passwordRule';
import { erasedHint, personalFormText, personalText } from '../src/shared/personal-data/erased';

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
  const formFields = Object.keys(
    initialDeviceValues({
      deviceSerialNumber: '860123456789012',
      deviceOwnerName: null,
      carName: null,
      email: null,
      simNumber: null,
      phoneNumber: null,
      carElectricity: null,
      firmwareVersion: null,
      model: null,
      speedLimitKmh: null,
      esimId: null,
      isValueAddedVisible: null,
      serviceStatusCode: null,
      deviceIcon: 1,
    }),
  );
  const enabledBy = (editableFields: string[]) =>
    formFields.filter((field) => isEditableDeviceField(editableFields, field));

  it("names each form field as editDevice does, and each is one of the server's edit fields", () => {
    expect(Object.fromEntries(formFields.map((field) => [field, apiNameOfFormField(field)]))).toEqual({
      deviceOwnerName: 'ownerName',
      carName: 'carName',
      email: 'email',
      simNumber: 'simCardNumber',
      phoneNumber: 'ownerPhone',
      changePassword: 'password',
      password: 'password',
      carElectricity: 'isCarElectricity',
      firmwareVersion: 'firmwareVersion',
      model: 'model',
      speedLimitKmh: 'speedLimitKmh',
      esimId: 'esimId',
      isValueAddedVisible: 'isValueAddedVisible',
      serviceStatusCode: 'serviceStatusCode',
      deviceIcon: 'deviceIcon',
    });
    const serverNames = DEVICE_EDIT_FIELDS.map(apiFieldName);
    expect(new Set(formFields.map(apiNameOfFormField))).toEqual(new Set(serverNames));
  });

  it("enables exactly the device's editableFields", () => {
    // A client with slot 1: the spec's update payload.
    expect(enabledBy(['carName', 'ownerName', 'ownerPhone', 'email', 'deviceIcon', 'password'])).toEqual([
      'deviceOwnerName',
      'carName',
      'email',
      'phoneNumber',
      'changePassword',
      'password',
      'deviceIcon',
    ]);
    // A customer editor: SIM number, phone number, password, firmware, model and service status disabled.
    expect(
      enabledBy([
        'carName',
        'ownerName',
        'email',
        'deviceIcon',
        'speedLimitKmh',
        'esimId',
        'isValueAddedVisible',
        'isCarElectricity',
      ]),
    ).toEqual([
      'deviceOwnerName',
      'carName',
      'email',
      'carElectricity',
      'speedLimitKmh',
      'esimId',
      'isValueAddedVisible',
      'deviceIcon',
    ]);
    // A device administrator: everything.
    expect(enabledBy(DEVICE_EDIT_FIELDS.map(apiFieldName))).toEqual(formFields);
    // A caller who may not edit the device: nothing.
    expect(enabledBy([])).toEqual([]);
  });
});

describe('the password policy in the forms', () => {
  const t = ((key: string) => key) as unknown as TFunction;
  it('refuses what the server refuses, with the translated reason', () => {
    expect(passwordRefusal(t, '1')).toBe('rules.password.tooShort');
    expect(passwordRefusal(t, 'fleet-one', 'Fleet-One')).toBe('rules.password.accountName');
    expect(passwordRefusal(t, 'eno-teelf', 'fleet-one')).toBe('rules.password.accountName');
    expect(passwordRefusal(t, '00000000')).toBe('rules.password.oneCharacter');
    expect(passwordRefusal(t, 'Password1')).toBe('rules.password.common');
  });
  it('leaves an empty field to the required rule and takes a good password', () => {
    expect(passwordRefusal(t, '')).toBeUndefined();
    expect(passwordRefusal(t, 'a-good-passw0rd', 'fleet-one')).toBeUndefined();
  });
});

describe('personal fields erased under the PDPA', () => {
  const t = (key: string) => `<${key}>`;

  it('are shown in the user’s language, never as the stored marker', () => {
    expect(personalText(t, ERASED_PERSONAL_DATA)).toBe('<personalData.erased>');
    expect(personalText(t, 'Ann')).toBe('Ann');
    expect(personalText(t, null)).toBe('—');
  });

  it('are held empty by edit forms, with a hint that says why', () => {
    expect(personalFormText(ERASED_PERSONAL_DATA)).toBe('');
    expect(personalFormText('0912345678')).toBe('0912345678');
    expect(personalFormText(undefined)).toBe('');
    expect(erasedHint(t, ERASED_PERSONAL_DATA)).toBe('<personalData.erasedInForm>');
    expect(erasedHint(t, 'Ann')).toBeUndefined();
  });
});
