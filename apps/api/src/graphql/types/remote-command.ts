import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Page } from './common';

const MICROS = 'Epoch microseconds.';

export enum RemoteKey {
  PSW = 'PSW',
  PHONE = 'PHONE',
  USER = 'USER',
  FREQ = 'FREQ',
  VIB = 'VIB',
  VIBL = 'VIBL',
  LBVON = 'LBVON',
  POF = 'POF',
  GPS = 'GPS',
  VBAT = 'VBAT',
  SLEEP = 'SLEEP',
}
// apps/api/test/remote-keys.test.ts checks it against the call's and the domain's lists.

registerEnumType(RemoteKey, {
  name: 'RemoteKey',
  description:
    'PSW password, PHONE device SIM number, USER owner phone, FREQ report interval, VIB vibration alarm, VIBL vibration sensitivity 0..15, LBVON low-battery alarm, POF power-cut alarm, GPS satellites query, VBAT battery query, SLEEP power saving.',
});

@InputType({ description: 'A remote command. Give at most one of text, number and on, as the key needs.' })
export class RemoteCommandInput {
  @Field()
  deviceSerialNumber!: string;

  @Field(() => Int, { description: "The menu's request data code: 12 or 13." })
  requestDataCode!: number;

  @Field(() => RemoteKey)
  key!: RemoteKey;

  @Field(() => String, {
    nullable: true,
    description: 'PSW, PHONE, USER; FREQ also takes "normal" or "fast".',
  })
  text?: string | null;

  @Field(() => Int, { nullable: true, description: 'FREQ seconds (30 normal, 15 fast), VIBL level 0..15.' })
  number?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'VIB, LBVON, POF, SLEEP.' })
  on?: boolean | null;
}

@ObjectType({
  description: "One remote command and what became of it: an entry of the device's command history.",
})
export class CommandLogEntry {
  @Field(() => ID)
  commandId!: string;

  @Field()
  deviceSerialNumber!: string;

  @Field(() => Int)
  requestDataCode!: number;

  @Field(() => RemoteKey)
  key!: string;

  @Field(() => String, {
    nullable: true,
    description: 'As recorded: text, seconds, level, 1/0 for a switch.',
  })
  value!: string | null;

  @Field({ description: 'queued, sent, replied, failed or expired.' })
  status!: string;

  @Field({ description: 'Account name of who asked.' })
  requestedBy!: string;

  @Field(() => Float, { description: MICROS })
  requestTimestamp!: number;

  @Field(() => Float, { description: `${MICROS} Unanswered by then, the command expires.` })
  expiresTimestamp!: number;

  @Field(() => Float, { nullable: true, description: MICROS })
  sentTimestamp!: number | null;

  @Field(() => String, { nullable: true, description: 'The command text as written to the device.' })
  sentText!: string | null;

  @Field(() => Float, { nullable: true, description: MICROS })
  replyTimestamp!: number | null;

  @Field(() => String, { nullable: true, description: "The device's answer." })
  replyText!: string | null;

  @Field(() => String, { nullable: true })
  failureReason!: string | null;

  @Field(() => Float, { nullable: true, description: `${MICROS} When it failed or expired.` })
  closedTimestamp!: number | null;
}

@ObjectType()
export class RemoteCommandResult extends CommandLogEntry {
  @Field(() => String, { nullable: true, description: "The spec's advice, for the fast (15 s) frequency." })
  warning!: string | null;

  @Field({ description: 'false when this was a retry (same Idempotency-Key) of a command already queued.' })
  queuedNow!: boolean;
}

@ObjectType()
export class CommandLogPage extends Page(CommandLogEntry) {}
