import { MessagePage } from '../../../components/ui/message-page.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';

/**
 * The step before a newsletter mail link's action: one button, so the act is the person's, not a mail scanner's.
 * A failed try says so in place of the text, and the button stays to try again.
 */
export function MailLinkStep({
  texts,
  busy,
  failed,
  onRun,
}: {
  texts: { pageTitle: string; title: string; text: string; failed: string; button: string; busyButton: string };
  busy: boolean;
  failed: boolean;
  onRun: () => void;
}) {
  useDocumentMeta(texts.pageTitle);
  return (
    <MessagePage title={texts.title} text={failed ? texts.failed : texts.text}>
      <button type="button" className="button button-primary" onClick={onRun} disabled={busy} aria-busy={busy}>
        {busy ? texts.busyButton : texts.button}
      </button>
    </MessagePage>
  );
}
