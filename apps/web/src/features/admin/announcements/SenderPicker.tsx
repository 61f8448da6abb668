import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSenderOptionsDocument } from '../../../gql/graphql';
import { useSession } from '../../../shared/session/store';
import type { Choice } from './ReceiverPicker';

/** The administrators a search offers at a time. */
const SENDER_CHOICES = 30;

/**
 * The sender filter: the signed-in administrator first, then administrator accounts searched by
 * keyword (an administrator without the account right is offered only themself: the search only logs).
 */
export function SenderPicker({ value, onChange }: { value?: Choice; onChange: (sender?: Choice) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [keyword, setKeyword] = useState('');
  const accounts = useQuery(MessageSenderOptionsDocument, {
    variables: { keyword: keyword || undefined, pageRows: SENDER_CHOICES },
    context: { logOnly: true },
  });
  const me = session
    ? [{ value: session.accountId, label: t('messages.me', { account: session.account }) }]
    : [];
  const others = (accounts.data?.accounts.rows ?? [])
    .filter((a) => a.id !== session?.accountId)
    .map((a) => ({ value: a.id, label: a.alias ? `${a.alias} (${a.account})` : a.account }));
  return (
    <Select<Choice>
      allowClear
      labelInValue
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={(choice?: Choice) => onChange(choice)}
      loading={accounts.loading}
      placeholder={t('messages.fields.sender')}
      notFoundContent={t('common.noDataSearchAgain')}
      options={[...me, ...others]}
      data-testid="message-sender-filter"
    />
  );
}
