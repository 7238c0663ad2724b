import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isInProgress } from '../submission/use-submission-updates';
import { ACCEPTED, NOT_SUBMITTED } from './verdict-badge';

/**
 * The banner above the editor (01 §8 status banners): 'Submitted Not Result' while the latest
 * submission is in progress, else 'You have solved the problem' (myStatus Accepted) or 'You have
 * submitted a solution' (any other result); nothing for guests and untouched problems.
 */
export function SubmitBanner({ myStatus, submitStatus }: { myStatus: number | undefined; submitStatus: number | undefined }) {
  const { t } = useTranslation();
  if ((submitStatus !== undefined && isInProgress(submitStatus)) || (myStatus !== undefined && isInProgress(myStatus))) {
    return <Alert color="yellow" py={6} data-testid="submit-banner" data-kind="pending">{t('submit.submittedNotResult')}</Alert>;
  }
  if (myStatus === undefined || myStatus === NOT_SUBMITTED) return null;
  return myStatus === ACCEPTED
    ? <Alert color="green" py={6} data-testid="submit-banner" data-kind="solved">{t('submit.solved')}</Alert>
    : <Alert color="blue" py={6} data-testid="submit-banner" data-kind="submitted">{t('submit.submitted')}</Alert>;
}
