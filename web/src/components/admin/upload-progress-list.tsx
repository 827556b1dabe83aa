import type { UploadItem } from '../../hooks/use-upload-items.ts';

/** One progress bar per file being sent to S3, with its name and percentage (or why it failed). */
export function UploadProgressList({ items }: { items: readonly UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="upload-progress-list">
      {items.map((item) => {
        const percent = Math.round(item.progress * 100);
        return (
          <li key={item.id} className={`upload-progress upload-progress-${item.state}`}>
            <span className="upload-progress-name">{item.name}</span>
            <progress max={100} value={percent} aria-label={`Uploading ${item.name}`}>
              {percent}%
            </progress>
            <span className="upload-progress-status">
              {item.state === 'failed' ? 'Failed' : item.state === 'done' ? 'Uploaded' : `${percent}%`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
