import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

export async function loader({ context }: LoaderFunctionArgs) {
  const config = await context.services.websiteConfig();
  return { config, locale: context.request.locale };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.config.name}` : 'OJ' },
  { name: 'description', content: data?.config.description ?? '' },
];

const WELCOME = { 'zh-CN': '欢迎来到', 'en-US': 'Welcome to' } as const;

/** The first page: the site's name and description from the website config. The full home page comes with the web shell. */
export default function Home() {
  const { config, locale } = useLoaderData<typeof loader>();
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 880, margin: '48px auto', padding: '0 16px' }}>
      <p style={{ color: '#666', margin: 0 }}>{WELCOME[locale]}</p>
      <h1 data-testid="site-name" style={{ margin: '4px 0 12px' }}>{config.name}</h1>
      <p>{config.description}</p>
      <footer style={{ marginTop: 48, color: '#888', fontSize: 14 }}>
        {config.projectUrl ? <a href={config.projectUrl}>{config.projectName}</a> : config.projectName}
        {config.recordName ? <> · {config.recordUrl ? <a href={config.recordUrl}>{config.recordName}</a> : config.recordName}</> : null}
      </footer>
    </main>
  );
}
