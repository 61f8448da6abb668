import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Progress, Steps, Typography, type StepsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditVerificationFieldsFragment } from '../../gql/graphql';
import { PageHeader } from '../../shared/ui/PageHeader';
import { formatTaipei } from './taipeiTime';
import { useVerification } from './useVerification';
import { isRunning, percentDone, phaseStep } from './verificationProgress';
import { AUDIT_VERIFICATION_PHASES } from '@gps/codes';
import './audit.css';

type Verification = AuditVerificationFieldsFragment;

/** How the phase steps end: all ticked when intact, the step it stopped at in red otherwise. */
const STEPS_STATUS: Readonly<Record<string, StepsProps['status']>> = {
  running: 'process',
  intact: 'finish',
  broken: 'error',
  failed: 'error',
};

/**
 * /admin/audit/verify (system log function 12, view): runs the log's verification (the chain, a
 * replay into a scratch store, the comparison with the live read models) and shows how far it is,
 * then its outcome: intact with the head hash to keep, or the first problem found.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const { verification, start, starting } = useVerification();
  const running = isRunning(verification);

  return (
    <div className="audit-page" data-testid="audit-verify-page">
      <PageHeader
        title={t('audit.verify.title')}
        description={t('audit.verify.description')}
        extra={
          <Button
            type="primary"
            icon={<SafetyCertificateOutlined />}
            loading={starting || running}
            onClick={() => void start()}
            data-testid="audit-verify-start"
          >
            {t(running ? 'audit.verify.running' : 'audit.verify.start')}
          </Button>
        }
      />
      {verification ? (
        <Card className="audit-verify" data-testid="audit-verification">
          <Steps
            size="small"
            current={phaseStep(verification.phase)}
            status={STEPS_STATUS[verification.state]}
            items={AUDIT_VERIFICATION_PHASES.map((phase) => ({ title: t(`audit.verify.phases.${phase}`) }))}
          />
          {running && <RunningProgress verification={verification} />}
          <Outcome verification={verification} />
          <Descriptions size="small" column={2} className="audit-verify__times">
            <Descriptions.Item label={t('audit.verify.startedAt')}>
              {formatTaipei(verification.startedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.verify.finishedAt')}>
              {verification.finishedAt ? formatTaipei(verification.finishedAt) : '—'}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">{t('audit.timeZone')}</Typography.Text>
        </Card>
      ) : (
        <Alert type="info" showIcon title={t('audit.verify.none')} data-testid="audit-verification-none" />
      )}
    </div>
  );
}

function RunningProgress({ verification }: { verification: Verification }) {
  const { t } = useTranslation();
  return (
    <div className="audit-verify__progress" data-testid="audit-verify-progress">
      <Typography.Text>
        {t('audit.verify.progress', {
          phase: t(`audit.verify.phases.${verification.phase}`),
          checked: verification.checked.toLocaleString(),
          total: verification.total.toLocaleString(),
        })}
      </Typography.Text>
      <Progress percent={percentDone(verification)} status="active" />
    </div>
  );
}

/** Intact (the head hash, copyable, to keep), broken (the first problem), or failed. */
function Outcome({ verification }: { verification: Verification }) {
  const { t } = useTranslation();
  if (verification.state === 'intact') {
    return (
      <Alert
        type="success"
        showIcon
        title={t('audit.verify.states.intact')}
        data-testid="audit-verify-intact"
        description={
          <>
            <Typography.Paragraph>
              {t('audit.verify.headPosition', { position: verification.headPosition ?? '—' })}
            </Typography.Paragraph>
            {verification.headHash && (
              <Typography.Paragraph copyable className="audit-hash" data-testid="audit-verify-head-hash">
                {verification.headHash}
              </Typography.Paragraph>
            )}
            <Typography.Text strong>{t('audit.verify.keepHash')}</Typography.Text>
          </>
        }
      />
    );
  }
  if (verification.state === 'broken') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('audit.verify.states.broken')}
        data-testid="audit-verify-broken"
        description={
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('audit.verify.problem')}>
              {verification.problem ? t(`audit.verify.problems.${verification.problem}`) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.verify.problemPosition')}>
              {verification.problemPosition ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.verify.problemDetail')}>
              <code className="audit-id">{verification.problemDetail ?? '—'}</code>
            </Descriptions.Item>
          </Descriptions>
        }
      />
    );
  }
  if (verification.state === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('audit.verify.states.failed')}
        data-testid="audit-verify-failed"
      />
    );
  }
  return null;
}
