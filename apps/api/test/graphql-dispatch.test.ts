import { callInput, permissionSlots, rightsList } from '../src/graphql/dispatch';

describe('GraphQL arguments to call input', () => {
  it('leaves out absent and null arguments', () => {
    expect(callInput({ pageIndex: 0, pageRows: null, keyword: undefined })).toEqual({ pageIndex: 0 });
  });

  it('keeps null where the call gives it a meaning', () => {
    const args = { deviceSerialNumber: '1', fleetId: null, serviceStatusCode: null, carName: null };
    expect(callInput(args, ['fleetId', 'serviceStatusCode'])).toEqual({
      deviceSerialNumber: '1',
      fleetId: null,
      serviceStatusCode: null,
    });
  });

  it('lists a rights map by function id', () => {
    expect(rightsList({ '10': '1111', '2': '0001' })).toEqual([
      { functionId: 2, flags: '0001' },
      { functionId: 10, flags: '1111' },
    ]);
    expect(rightsList([{ functionId: 1, flags: '1000' }])).toEqual([{ functionId: 1, flags: '1000' }]);
    expect(rightsList(undefined)).toEqual([]);
  });

  it('reads permission slots from a flag string or a list', () => {
    expect(permissionSlots('101')).toEqual([1, 0, 1]);
    expect(permissionSlots([1, 1, 0])).toEqual([1, 1, 0]);
  });
});
