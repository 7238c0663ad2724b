import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DEFAULT_TAB, tabOf } from '../components/message/message-boxes';
import { MessageList } from '../components/message/message-list';

/** /message/{discuss,reply,like,sys,mine}: one tab of the message centre; an unknown tab opens discuss. */
export function loader({ params, context }: LoaderFunctionArgs) {
  if (!context.request.user) return { box: DEFAULT_TAB };
  const tab = tabOf(params.box);
  if (!tab) throw redirect(`/message/${DEFAULT_TAB}`);
  return { box: tab.box };
}

export default function MessageBox() {
  const { box } = useLoaderData<typeof loader>();
  const tab = tabOf(box);
  return tab ? <MessageList key={tab.box} tab={tab} /> : null;
}
