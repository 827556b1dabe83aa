import { DEFAULT_LANGUAGE, pathInLanguage, SHOP_LANGUAGES } from '@shop/shared/i18n/languages';
import { useEffect } from 'react';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.ts';

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

/** Finds or creates `<link rel="alternate" hreflang="{language}">` and points it at `href`. */
function setAlternate(language: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${language}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = language;
    document.head.append(link);
  }
  link.href = href;
}

/** The page's versions for search engines (decision 0026): each language's URL, English as the x-default. */
function setAlternates(origin: string, pathname: string): void {
  for (const language of SHOP_LANGUAGES) setAlternate(language, `${origin}${pathInLanguage(pathname, language)}`);
  setAlternate('x-default', `${origin}${pathInLanguage(pathname, DEFAULT_LANGUAGE)}`);
}

function absolute(address: string): string {
  try {
    return new URL(address, window.location.origin).href;
  } catch {
    return new URL(DEFAULT_IMAGE, window.location.origin).href;
  }
}

/**
 * Sets the tab title ("Plans | Tema House Plans", with the site name staff saved), the meta description search
 * engines read (the page's own, else the saved site description), and the Open Graph and Twitter card tags that
 * link previews use (title, description, image, address). The canonical address drops the query string, so
 * filtered lists do not compete with the page itself.
 */
export function useDocumentMeta(title: string, description?: string, options: DocumentMetaOptions = {}): void {
  const { image, type = 'website' } = options;
  const { site_name, site_description } = useSiteSettings();
  const metaDescription = description ?? site_description;
  useEffect(() => {
    document.title = title ? `${title} | ${site_name}` : site_name;
  }, [title, site_name]);
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = metaDescription;
    return () => {
      meta.content = previous;
    };
  }, [metaDescription]);
  useEffect(() => {
    const pageUrl = `${window.location.origin}${window.location.pathname}`;
    const shareTitle = title || site_name;
    const shareImage = absolute(image ?? DEFAULT_IMAGE);
    setMeta('property', 'og:site_name', site_name);
    setMeta('property', 'og:title', shareTitle);
    setMeta('property', 'og:description', metaDescription);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:url', pageUrl);
    setMeta('property', 'og:image', shareImage);
    setMeta('name', 'twitter:card', 'summary_large_image');
    setMeta('name', 'twitter:title', shareTitle);
    setMeta('name', 'twitter:description', metaDescription);
    setMeta('name', 'twitter:image', shareImage);
    setCanonical(pageUrl);
    setAlternates(window.location.origin, window.location.pathname);
  }, [title, site_name, metaDescription, image, type]);
}
