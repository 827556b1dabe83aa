import { BUSINESS } from '@shop/shared/business';
import { useEffect } from 'react';

/** Extras for sharing: a picture (a plan's image), and what kind of page it is for Open Graph. */
export interface DocumentMetaOptions {
  /** An image address, relative to the site or absolute; the logo when left out. */
  image?: string;
  type?: 'website' | 'article' | 'product';
}

const DEFAULT_IMAGE = '/og-image.jpg';

/** Finds or creates `<meta {attribute}="{key}">` in the head and sets its content. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

function absolute(address: string): string {
  try {
    return new URL(address, window.location.origin).href;
  } catch {
    return new URL(DEFAULT_IMAGE, window.location.origin).href;
  }
}

/**
 * Sets the tab title ("Plans | Tema House Plans"), the meta description search engines read, and the Open
 * Graph and Twitter card tags that link previews use (title, description, image, address). The canonical
 * address drops the query string, so filtered lists do not compete with the page itself.
 */
export function useDocumentMeta(title: string, description?: string, options: DocumentMetaOptions = {}): void {
  const { image, type = 'website' } = options;
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
  useEffect(() => {
    const pageUrl = `${window.location.origin}${window.location.pathname}`;
    const shareTitle = title || BUSINESS.name;
    const shareDescription =
      description ?? document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
    const shareImage = absolute(image ?? DEFAULT_IMAGE);
    setMeta('property', 'og:title', shareTitle);
    setMeta('property', 'og:description', shareDescription);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:url', pageUrl);
    setMeta('property', 'og:image', shareImage);
    setMeta('name', 'twitter:card', 'summary_large_image');
    setMeta('name', 'twitter:title', shareTitle);
    setMeta('name', 'twitter:description', shareDescription);
    setMeta('name', 'twitter:image', shareImage);
    setCanonical(pageUrl);
  }, [title, description, image, type]);
}
