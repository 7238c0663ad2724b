import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useOutlet } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/coming-soon';
import { withNotice } from '../components/route-notice';
import { createI18n, type Locale } from '../i18n/i18n';

/**
 * The public discussion area (01 §2, 03 §6): closed while openPublicDiscussion is off — /discussion and
 * everything under it go home with 'No Access, there is no open discussion area'. While it is on, the
 * boards themselves are the discussions plugin's pages, nested here (its `discussion._index.tsx` is this
 * route's index): a site built without that plugin says the discussions are coming.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const config = await context.services.websiteConfig();
  if (!config.openPublicDiscussion) throw redirect(withNotice('/home', 'no-discussion'));
  return { title: `${createI18n(context.request.locale as Locale).t('discussion.title')} - ${config.name}` };
}

/** The guard runs again on every move inside the area, so a switch turned off takes effect at once. */
export const shouldRevalidate = () => true;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Discussion' }];

export default function Discussion() {
  const { t } = useTranslation();
  const outlet = useOutlet();
  if (outlet) return outlet;
  return (
    <ComingSoon icon="💬" title={t('discussion.comingTitle')} text={t('discussion.comingText')} linkTo="/problem" linkText={t('discussion.backToProblems')} testId="discussion-coming" />
  );
}
