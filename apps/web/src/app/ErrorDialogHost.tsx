import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSessionFailure } from '@gps/contracts/error-codes';
import { resetClientForSignOut } from '../shared/api/loadClient';
import { fieldIssueMessage } from '../shared/forms/serverFieldIssues';
import { clearErrors, dismissCurrentError, useCurrentError } from '../shared/api/errorBus';
import { loginPathFor } from '../shared/session/rights';
import { clearSession } from '../shared/session/store';

/**
 * The error dialog (alert icon, title, message, Close). Codes -8..-11 are session failures: closing
 * removes the session cookie and goes to /admin/login from back-office pages or / otherwise.
 * Any other code only closes the dialog.
 */
export function ErrorDialogHost() {
  const { t } = useTranslation();
  const error = useCurrentError();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const close = () => {
    if (error && isSessionFailure(error.code)) {
      clearErrors();
      clearSession();
      void resetClientForSignOut();
      navigate(loginPathFor(pathname), { replace: true });
      return;
    }
    dismissCurrentError();
  };

  // The server's English message (error.detail) is never shown: the code, the reason and the
  // field codes say it in the reader's language (docs/decisions/validation-errors.md).
  const message = error ? t(error.messageKey, error.messageParams) : '';

  return (
    <Modal
      open={Boolean(error)}
      onCancel={close}
      width={440}
      centered
      mask={{ closable: false }}
      closable={false}
      zIndex={2000}
      title={null}
      footer={
        <Button type="primary" onClick={close} data-testid="error-dialog-close">
          {t('common.close')}
        </Button>
      }
    >
      {error && (
        <div className="error-dialog" data-testid="error-dialog">
          <ExclamationCircleFilled className="error-dialog__icon" />
          <div className="error-dialog__body">
            <Typography.Title level={5} className="error-dialog__title">
              {t(error.titleKey ?? 'modal.errorTitle')}
            </Typography.Title>
            <Typography.Paragraph className="error-dialog__message">{message}</Typography.Paragraph>
            {error.fieldIssues && error.fieldIssues.length > 0 && (
              <ul className="error-dialog__detail" data-testid="error-dialog-fields">
                {error.fieldIssues.map((issue) => (
                  <li key={`${issue.field}:${issue.code}`}>
                    {issue.field}: {fieldIssueMessage(issue)}
                  </li>
                ))}
              </ul>
            )}
            {isSessionFailure(error.code) && (
              <Typography.Paragraph type="secondary">{t('errors.sessionHint')}</Typography.Paragraph>
            )}
            <Typography.Text type="secondary" className="error-dialog__code">
              {t('errors.codeLabel', { code: error.code })}
              {error.httpStatus ? ` · HTTP ${error.httpStatus}` : ''}
            </Typography.Text>
          </div>
        </div>
      )}
    </Modal>
  );
}
