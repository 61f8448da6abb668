import { useSubscription } from '@apollo/client/react';
import { AnnouncementPublishedDocument, MessageReceivedDocument } from '../../gql/graphql';
import { receiveLiveInbox } from '../../shared/inbox/inboxStore';
import { useSession } from '../../shared/session/store';

/**
 * Announcements and messages pushed to the signed-in customer as they are published, queued into the
 * viewer (the server sends a message only to its receiver). Renders nothing itself.
 */
export function LiveInbox() {
  const session = useSession();
  // A lost push is not worth an error dialog: the next sign-in hands over what was not seen.
  const options = { skip: !session, context: { logOnly: true } };

  useSubscription(AnnouncementPublishedDocument, {
    ...options,
    onData: ({ data }) => {
      if (data.data?.announcementPublished) receiveLiveInbox([data.data.announcementPublished], []);
    },
  });
  useSubscription(MessageReceivedDocument, {
    ...options,
    onData: ({ data }) => {
      if (data.data?.messageReceived) receiveLiveInbox([], [data.data.messageReceived]);
    },
  });

  return null;
}
