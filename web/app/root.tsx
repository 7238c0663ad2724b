import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { ReactNode } from 'react';
import type {} from '../server/page-context';

export async function loader({ context }: LoaderFunctionArgs) {
  return { locale: context.request.locale, config: await context.services.websiteConfig() };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={data?.locale ?? 'zh-CN'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
