import { data, type MetaFunction } from '@remix-run/node';
import { NotFoundPage } from '../components/not-found-page';
import { DEFAULT_LOCALE, type Locale } from '../i18n/i18n';
import { messages } from '../i18n/messages';

export const loader = () => data(null, { status: 404 });

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m.id === 'root')?.data as { config?: { name?: string }; locale?: Locale } | undefined;
  return [{ title: `${messages[root?.locale ?? DEFAULT_LOCALE]['notFound.title']} · ${root?.config?.name ?? 'OJ'}` }];
};

/** Anything else: the 404 page with animated digits, Go Home and Back (01 §2). */
export default function NotFound() {
  return <NotFoundPage />;
}
