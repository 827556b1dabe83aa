import { useState } from 'react';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { customizedFileLink, useCustomizedFiles } from '../api/customized-files.ts';
import { quoteDate, quoteText } from '../utils/quote-texts.ts';
import '../quotes.css';

/**
 * The drawings customized for this order's buyer, each with the day it was delivered. Nothing is shown when there
 * are none (or the order is not the caller's). Each download goes through the order's own route, so the window rules
 * and the stamped copy apply as for the plan's files.
 */
export function CustomizedFilesList({ orderId }: { orderId: string }) {
  const files = useCustomizedFiles(orderId);
  const [failure, setFailure] = useState<string>();
  const list = files.data?.files ?? [];
  if (list.length === 0) return null;
  const download = async (path: string) => {
    setFailure(undefined);
    try {
      window.location.assign(await customizedFileLink(orderId, path));
    } catch (error) {
      setFailure(quoteText('downloadFailed', { reason: (error as Error).message }));
    }
  };
  return (
    <section className="customized-files" aria-label={quoteText('customizedTitle')}>
      <h2 className="customized-files-title">{quoteText('customizedTitle')}</h2>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <ul className="customized-files-list">
        {list.map((file) => (
          <li key={file.path} className="customized-file">
            <span className="customized-file-name">{file.name}</span>
            <span className="customized-file-date">
              {quoteText('customizedOn', { date: quoteDate(file.customized_at) })}
            </span>
            <button type="button" className="button button-ghost button-small" onClick={() => download(file.path)}>
              {quoteText('download')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
