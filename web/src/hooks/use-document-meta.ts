import { BUSINESS } from '@shop/shared/business';
import { useEffect } from 'react';

/** Sets the tab title ("Plans | Tema House Plans") and, when given, the meta description search engines read. */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BUSINESS.name}` : BUSINESS.name;
  }, [title]);
  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
