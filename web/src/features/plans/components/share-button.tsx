import { useToast } from '../../../components/ui/toast.tsx';
import { t } from '../../../i18n/i18n.ts';
import { SHARE_MESSAGES, shareOrCopy } from '../../../lib/share-link.ts';
import { ShareIcon } from './plan-icons.tsx';

/** Share: the native share sheet, else copy the link, telling the person what happened. */
export function ShareButton({ title, url, text }: { title: string; url: string; text?: string }) {
  const showToast = useToast();
  return (
    <button
      type="button"
      className="button button-outline"
      onClick={async () => {
        const outcome = await shareOrCopy({ title, url, text }, navigator);
        // i18next-instrument-ignore-next-line
        if (outcome === 'copied') showToast(t(SHARE_MESSAGES.copied));
        // i18next-instrument-ignore-next-line
        else if (outcome === 'failed') showToast(t(SHARE_MESSAGES.failed));
      }}
    >
      <ShareIcon size={18} />
      {t('Share')}
    </button>
  );
}
