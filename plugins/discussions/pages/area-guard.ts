import type { LoaderFunctionArgs } from '@remix-run/node';
// the browser-safe redirect: this module reaches the client bundle with its pages
import { redirect } from '@remix-run/react';
import { requirePlugin } from '@oj/web/app/plugin-kit';
import { PLUGIN_ID } from './root-data';

/**
 * The server loader of the pages outside the core's /discussion guard (/discussion-detail/:id): the plugin
 * switched off sends home with its 'No Access'; the public area closed (openPublicDiscussion off) sends home
 * with 'No Access, there is no open discussion area' (02 §6), as the core's guard of /discussion does.
 */
export async function discussionAreaLoader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  const config = await context.services.websiteConfig();
  if (!config.openPublicDiscussion) throw redirect('/home?notice=no-discussion');
  return null;
}

/** The server loader of the pages the core's /discussion route already guards, and of the contest Q&A and admin pages. */
export function pluginLoader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  return null;
}
