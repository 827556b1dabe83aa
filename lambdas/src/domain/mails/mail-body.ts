import escapeHtml from 'escape-html';
import { type Translate, translatorFor } from '../../i18n/translate.ts';
import type { OutgoingMail } from '../ports/mailer.ts';

/*
 * A buyer's mail written once as blocks, its texts already in the buyer's language, and rendered twice: an HTML part
 * (simple, inline-styled, one narrow column that reads on a phone) and the plain-text part beside it. Every value is
 * escaped in the HTML, so a name or a plan title typed by someone can never become markup in the buyer's inbox.
 */
export type MailBlock =
  | { paragraph: string }
  | { facts: [label: string, value: string][] }
  | { link: { label: string; href: string } };

export interface MailContent {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  language: 'en' | 'fr';
  greeting: string;
  blocks: MailBlock[];
  /** The closing lines (contact, shop name), smaller in the HTML. */
  signature: string[];
}

/** A label and its value on one line, as the language writes it (French puts a narrow space before the colon). */
function textOf(block: MailBlock, t: Translate): string {
  if ('paragraph' in block) return block.paragraph;
  if ('facts' in block) return block.facts.map(([label, value]) => t('{label}: {value}', { label, value })).join('\n');
  return t('{label}: {value}', { label: block.link.label, value: block.link.href });
}

const PARAGRAPH = 'margin:0 0 16px;font-size:16px;line-height:1.5';

function htmlOf(block: MailBlock): string {
  if ('paragraph' in block) return `<p style="${PARAGRAPH}">${escapeHtml(block.paragraph)}</p>`;
  if ('facts' in block) {
    const rows = block.facts
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">${escapeHtml(label)}</td>` +
          `<td style="padding:4px 0;font-weight:bold;word-break:break-word">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:15px">${rows}</table>`;
  }
  const { label, href } = block.link;
  const safeHref = /^https?:\/\//i.test(href) ? href : '#';
  return (
    `<p style="${PARAGRAPH}"><a href="${escapeHtml(safeHref)}" style="display:inline-block;padding:12px 20px;` +
    `background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(href)}</p>`
  );
}

export function renderText(content: MailContent): string {
  const t = translatorFor(content.language);
  return [content.greeting, ...content.blocks.map((block) => textOf(block, t)), content.signature.join('\n')].join(
    '\n\n',
  );
}

export function renderHtml(content: MailContent): string {
  const signature = content.signature.map(escapeHtml).join('<br>');
  return [
    '<!DOCTYPE html>',
    `<html lang="${content.language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px 16px;background:#ffffff;color:#111827;' +
      'font-family:Arial,Helvetica,sans-serif">',
    `<p style="${PARAGRAPH}">${escapeHtml(content.greeting)}</p>`,
    ...content.blocks.map(htmlOf),
    `<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#555">${signature}</p>`,
    '</div></body></html>',
  ].join('\n');
}

/** The mail with both parts. */
export function composeMail(content: MailContent): OutgoingMail {
  return {
    kind: content.kind,
    to: content.to,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
  };
}
