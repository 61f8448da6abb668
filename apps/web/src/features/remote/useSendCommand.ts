import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { RemoteCommandDocument, type RemoteKey } from '../../gql/graphql';
import { commandInput, type CommandValue } from './remoteCommands';

export interface CommandSender {
  /** Sends `key` with its value; resolves true once the server queued it (failures are already shown). */
  send: (key: RemoteKey, value: CommandValue) => Promise<boolean>;
  /** The key being sent, for its button's spinner. */
  sending: RemoteKey | null;
}

/**
 * One remote command through the shared client layer: the server's refusals (validation -2, no
 * permission -4, unknown device -3, session) reach the error dialog by their code; success says the
 * command is queued and hands its id on, so the history follows it until the device answers.
 */
export function useSendCommand(
  deviceSerialNumber: string | null,
  onQueued: (commandId: string) => void,
): CommandSender {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [run] = useSafeMutation(RemoteCommandDocument);
  const [sending, setSending] = useState<RemoteKey | null>(null);

  const send = useCallback(
    async (key: RemoteKey, value: CommandValue) => {
      if (!deviceSerialNumber) return false;
      setSending(key);
      try {
        const data = await run({ input: commandInput(deviceSerialNumber, key, value) });
        if (!data) return false;
        message.success(t('remote.queued', { command: t(`remote.keys.${key}.name`) }));
        onQueued(data.remoteCommand.commandId);
        return true;
      } finally {
        setSending(null);
      }
    },
    [deviceSerialNumber, run, message, t, onQueued],
  );

  return { send, sending };
}
