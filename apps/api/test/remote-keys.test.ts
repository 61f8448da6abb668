import { REMOTE_KEYS, remoteKey } from '@gps/contracts';
import { REMOTE_COMMAND_KEYS } from '@gps/domain';
import { COMMAND_KEYS } from '@gps/protocols';

/** The spec's key codes are listed by the call, the domain, the codecs and the GraphQL enum: they must agree. */
describe('remote key codes', () => {
  it('are the same in the /api call, the domain and the GraphQL enum', () => {
    expect([...REMOTE_KEYS]).toEqual([...REMOTE_COMMAND_KEYS]);
    expect(remoteKey.options).toEqual([...REMOTE_COMMAND_KEYS]);
  });

  it('can all be expressed by the codecs', () => {
    expect(COMMAND_KEYS).toEqual(expect.arrayContaining([...REMOTE_COMMAND_KEYS]));
  });
});
