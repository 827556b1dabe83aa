import { msg } from '../i18n/msg.ts';
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` sharing uses; passed in so the rule can be tested without a browser. */
export interface ShareCapabilities {
  share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

export const SHARE_MESSAGES = {
  copied: msg('Link copied to clipboard!'),
  failed: msg('Unable to share or copy link'),
} as const;

/**
 * Share: the native share sheet when there is one, else copy the text. A person
 * who closes the share sheet has cancelled, not failed; any other share error falls back to copying.
 */
export async function shareOrCopy(
  data: { title: string; url: string; text?: string },
  nav: ShareCapabilities,
  /** What goes on the clipboard when there is no share sheet: the link itself unless told otherwise. */
  copyText: string = data.url,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(copyText);
    return 'copied';
  } catch {
    return 'failed';
  }
}
