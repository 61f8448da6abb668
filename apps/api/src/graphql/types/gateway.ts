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

  @Field(() => Float, { description: MICROS })
  firstSeenAt!: number;

  @Field(() => Float, { description: MICROS })
  lastSeenAt!: number;

  @Field(() => Int)
  attempts!: number;
}

@ObjectType()
export class GatewayStatusReport {
  @Field(() => [GatewayInstance])
  gateways!: GatewayInstance[];

  @Field(() => [UnknownDevice], { description: 'Most recent first.' })
  unknownDevices!: UnknownDevice[];
}
