/**
 * One button for each file on offer (the formats of a data export), as `useFileSave` runs them: all disabled while
 * one saves, the one saving marked busy.
 */
export function FileSaveButtons<Key extends string>({
  choices,
  busy,
  onSave,
}: {
  choices: readonly (readonly [Key, string])[];
  busy: Key | null;
  onSave: (key: Key) => void;
}) {
  return choices.map(([key, label]) => (
    <button
      key={key}
      type="button"
      className="button button-outline"
      onClick={() => onSave(key)}
      disabled={busy !== null}
      aria-busy={busy === key}
    >
      {label}
    </button>
  ));
}
