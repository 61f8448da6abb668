import { AccountResolver } from './resolvers/account.resolver';
import { DeviceResolver } from './resolvers/device.resolver';
import { FleetResolver } from './resolvers/fleet.resolver';
import { GatewayResolver } from './resolvers/gateway.resolver';
import { LiveResolver } from './resolvers/live.resolver';
import { PermissionResolver } from './resolvers/permission.resolver';
import { RemoteCommandResolver } from './resolvers/remote-command.resolver';
import { SessionResolver } from './resolvers/session.resolver';
import { SettingsResolver } from './resolvers/settings.resolver';
import { SystemLogResolver } from './resolvers/system-log.resolver';
import { VoiceRecordingResolver } from './resolvers/voice-recording.resolver';

/** Every resolver of the GraphQL door: the AppModule's providers and the schema printer's input. */
export const graphqlResolvers = [
  SessionResolver,
  AccountResolver,
  PermissionResolver,
  FleetResolver,
  DeviceResolver,
  RemoteCommandResolver,
  GatewayResolver,
  SettingsResolver,
  SystemLogResolver,
  LiveResolver,
  VoiceRecordingResolver,
];
