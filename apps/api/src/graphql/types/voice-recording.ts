import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { Page } from './common';

@ObjectType({ description: 'One uploaded voice recording of a device.' })
export class VoiceRecording {
  @Field(() => ID)
  id!: string;

  @Field()
  deviceSerialNumber!: string;

  @Field({ description: 'As the uploader named it; a label, never a path.' })
  fileName!: string;

  @Field({ description: 'Detected from the bytes, e.g. audio/amr, audio/mpeg, audio/webm.' })
  contentType!: string;

  @Field(() => Int, { description: 'Bytes.' })
  size!: number;

  @Field(() => Float, { nullable: true, description: 'Epoch microseconds; null when not given.' })
  recordedAt!: number | null;

  @Field(() => Float, { description: 'Epoch microseconds.' })
  uploadedAt!: number;

  @Field({ description: 'Account name of the uploader ("administrator" for the back office, to clients).' })
  uploadedBy!: string;

  @Field({ description: 'Plays the audio (HTTP Range supported) for an hour, without a session.' })
  url!: string;
}

@ObjectType()
export class VoiceRecordingPage extends Page(VoiceRecording) {}
