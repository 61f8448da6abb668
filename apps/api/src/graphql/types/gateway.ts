import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

const MICROS = 'Epoch microseconds.';

@ObjectType({ description: "One gateway process's counters since it started, over its protocols." })
export class GatewayInstance {
  @Field(() => ID, { description: 'host:pid' })
  id!: string;

  @Field(() => Float, { description: MICROS })
  publishedAt!: number;

  @Field({ description: 'It has not published for a minute: stopped without cleaning up, or stuck.' })
  stale!: boolean;

  @Field(() => Float, { description: MICROS })
  startedAt!: number;

  @Field(() => [String], { description: 'protocol:port of each listener.' })
  ports!: string[];

  @Field(() => Int, { description: 'Identified TCP devices connected now.' })
  sessions!: number;

  @Field(() => Int)
  connections!: number;

  @Field(() => Int)
  messages!: number;

  @Field(() => Int)
  acks!: number;

  @Field(() => Int)
  refusedUnknown!: number;

  @Field(() => Int, {
    description:
      'TCP connections closed for not naming their device in time; OsmAnd requests not sent in time.',
  })
  loginTimeouts!: number;

  @Field(() => Int, {
    description:
      'Connections refused at once by the connection caps (per address, or all device ports together).',
  })
  connectionsRefused!: number;

  @Field(() => Int)
  decodeErrors!: number;

  @Field(() => Int)
  recordFailures!: number;

  @Field(() => Int)
  commandsSent!: number;

  @Field(() => Int)
  commandReplies!: number;

  @Field(() => Int)
  positionsRecorded!: number;

  @Field(() => Int)
  warningsRaised!: number;
}

@ObjectType({ description: 'A serial that tried to report without being provisioned.' })
export class UnknownDevice {
  @Field()
  serial!: string;

  @Field()
  protocol!: string;

  @Field(() => String, { nullable: true })
  remoteAddress!: string | null;

  @Field(() => Float, {
    description: `${MICROS} When it entered the list (after a flood pushed it out: when it came back).`,
  })
  firstSeenAt!: number;

  @Field(() => Float, { description: MICROS })
  lastSeenAt!: number;

  @Field(() => Int, {
    description:
      'Refusals since it entered the list (a serial that came back after being pushed out starts at 2).',
  })
  attempts!: number;
}

@ObjectType()
export class GatewayStatusReport {
  @Field(() => [GatewayInstance])
  gateways!: GatewayInstance[];

  @Field(() => [UnknownDevice], {
    description:
      'The serials that keep trying first: each attempt counts, recent ones more (halved every hour); a flood of serials tried once does not push these out.',
  })
  unknownDevices!: UnknownDevice[];

  @Field(() => Int, {
    description:
      'Distinct serials refused since the gateways started (estimated: exact for a few, within about 2 % beyond).',
  })
  refusedSerials!: number;
}
