import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePostRequestMessage, useRequestThread } from '../api/requests.ts';
import { RequesterQuoteSummary, VisitorQuoteNote } from '../quotes/components/quote-summary.tsx';
import { rt } from '../texts.ts';
import { ReplyForm } from './reply-form.tsx';
import { RequestThreadView } from './request-thread-view.tsx';

/** A request's page for its requester: signed in (their account) or a visitor (the private link's token). */
export function RequestPage({ id, token }: { id: string; token?: string }) {
  const thread = useRequestThread(id, token);
  const post = usePostRequestMessage(id, token);
  if (thread.isPending) return <Spinner label={rt('loading')} />;
  if (thread.isError) return <p role="alert">{rt('notFound')}</p>;
  return (
    <RequestThreadView
      thread={thread.data}
      token={token}
      // A visitor's link reads the thread; its quote is read and paid from the account with the request's address.
      quotes={token ? <VisitorQuoteNote requestId={id} /> : <RequesterQuoteSummary requestId={id} />}
    >
      <ReplyForm
        label={rt('reply')}
        submitLabel={rt('sendReply')}
        busyLabel={rt('sending')}
        busy={post.isPending}
        error={post.error}
        send={(text, files) => post.mutateAsync({ text, files })}
      />
    </RequestThreadView>
  );
}
