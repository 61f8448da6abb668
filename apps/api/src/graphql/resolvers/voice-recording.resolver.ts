import { Inject, UseFilters } from '@nestjs/common';
import { Args, Float, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Dispatcher, type RequestInfo } from '../../request/dispatcher';
import { ApiErrorFilter } from '../api-error.filter';
import { CallRequest } from '../context';
import { callInput, dispatchAs } from '../dispatch';
import { VoiceRecording, VoiceRecordingPage } from '../types/voice-recording';

/** The voice recording log of a device: the last 20, and uploads. */
@UseFilters(ApiErrorFilter)
@Resolver(() => VoiceRecording)
export class VoiceRecordingResolver {
  constructor(@Inject(Dispatcher) private readonly dispatcher: Dispatcher) {}

  @Query(() => VoiceRecordingPage)
  voiceRecorderLogs(
    @Args('deviceSerialNumber') deviceSerialNumber: string,
    @CallRequest() request: RequestInfo,
  ): Promise<VoiceRecordingPage> {
    return dispatchAs(this.dispatcher, 'getVoiceRecorderLogs', { deviceSerialNumber }, request);
  }

  @Mutation(() => VoiceRecording)
  uploadVoiceRecorderLogs(
    @Args('deviceSerialNumber') deviceSerialNumber: string,
    @Args('fileName') fileName: string,
    @Args('data', { description: 'The audio file in base64; up to 5 MiB decoded.' }) data: string,
    @Args('recordedAt', { type: () => Float, nullable: true, description: 'Epoch microseconds.' })
    recordedAt: number | null | undefined,
    @CallRequest() request: RequestInfo,
  ): Promise<VoiceRecording> {
    const input = callInput({ deviceSerialNumber, fileName, data, recordedAt });
    return dispatchAs(this.dispatcher, 'uploadVoiceRecorderLogs', input, request);
  }
}
