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

/**
 * The server loader of the group discussion pages (/group/:groupID/discussion...): the plugin and the groups
 * plugin on, and the group discussion switch (03 §6 route guard): while openGroupDiscussion is off the visitor
 * goes home with 'No Access, there is no open group discussion area'. Membership is the API's answer.
 */
export async function groupDiscussionLoader({ context }: LoaderFunctionArgs) {
  requirePlugin(context, PLUGIN_ID);
  requirePlugin(context, 'groups');
  const config = await context.services.websiteConfig();
  if (!config.openGroupDiscussion) throw redirect('/home?notice=no-group-discussion');
  return null;
}
