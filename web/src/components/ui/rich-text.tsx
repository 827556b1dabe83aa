/**
 * Long static text (blog articles, legal pages) written in a tiny subset of Markdown: blocks separated by a
 * blank line; '## ' and '### ' start headings, lines starting '- ' make a list, anything else a paragraph.
 * No inline markup and no HTML, so the text can never inject markup.
 */
export type RichBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export function parseRichText(source: string): RichBlock[] {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): RichBlock => {
      if (block.startsWith('### ')) return { kind: 'heading', level: 3, text: block.slice(4).trim() };
      if (block.startsWith('## ')) return { kind: 'heading', level: 2, text: block.slice(3).trim() };
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) {
        return { kind: 'list', items: lines.map((line) => line.slice(2).trim()) };
      }
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}

/** Word count of the text, for "n min read". */
export function countWords(source: string): number {
  return source.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

export function RichText({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className}>
      {parseRichText(source).map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading')
          return block.level === 2 ? <h2 key={key}>{block.text}</h2> : <h3 key={key}>{block.text}</h3>;
        if (block.kind === 'list') {
          return (
            <ul key={key}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
