import { callInput } from '../src/graphql/schema/call-field';

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
});
