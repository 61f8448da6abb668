import type { Decider } from '../decider';
import { refusal } from '../errors';
import { event } from '../shared/event';
import { unknownCommand } from '../shared/unknown-command';
import type { VoiceRecordingCommand } from './commands';
import type { VoiceRecordingEvent, VoiceRecordingUploaded } from './events';
import type { VoiceRecordingState } from './state';
import { voiceRecordingUploadedData } from './validation';

function decide(command: VoiceRecordingCommand, state: VoiceRecordingState): VoiceRecordingEvent[] {
  switch (command.type) {
    case 'UploadVoiceRecording': {
      const data = voiceRecordingUploadedData(command);
      // A retry of the same upload never gets here (the handler knows its event ids); another
      // command reaching an existing id would replace audio someone already listened to.
      if (state.status !== 'absent') {
        throw refusal('conflict', 'already_exists', `voice recording ${data.recordingId} already exists`, {
          id: data.recordingId,
        });
      }
      return [event<VoiceRecordingUploaded>('VoiceRecordingUploaded', data)];
    }
    default:
      // With a single command type TypeScript does not narrow to never here; a stray type still lands.
      return unknownCommand(command as never);
  }
}

/** One uploaded recording, stream `voicerecording-<recordingId>`. */
export const voiceRecordingDecider: Decider<VoiceRecordingCommand, VoiceRecordingEvent, VoiceRecordingState> =
  {
    initialState: { status: 'absent' },
    evolve(state, e) {
      return e.type === 'VoiceRecordingUploaded' ? { status: 'uploaded', value: { ...e.data } } : state;
    },
    decide,
  };
