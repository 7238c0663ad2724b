import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/coming-soon';
import { LOGIN_FIRST_PATH } from '../components/login-first';
import { createI18n, type Locale } from '../i18n/i18n';

/**
 * /message, the message centre (01 §1: signed-in users receive messages). Login-only: a guest goes home with
 * 'Please login first' and the login dialog (01 §8). The centre itself comes with the messages feature,
 * which does not exist yet: the page says so (and the unread badge stays at zero until then).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.request.user) throw redirect(LOGIN_FIRST_PATH);
  const config = await context.services.websiteConfig();
  return { title: `${createI18n(context.request.locale as Locale).t('messageCentre.title')} - ${config.name}` };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Messages' }];

export default function MessageCentre() {
  const { t } = useTranslation();
  return (
    <ComingSoon icon="✉️" title={t('messageCentre.comingTitle')} text={t('messageCentre.comingText')} linkTo="/home" linkText={t('messageCentre.backHome')} testId="message-centre-coming" />
  );
}
