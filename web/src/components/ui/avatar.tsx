import { useState } from 'react';
import { ResponsiveImg } from './responsive-img.tsx';

/** Up to two initials from a name or an email ("Ama Mensah" -> "AM", "kofi@x.com" -> "K"). */
export function initialsOf(name: string): string {
  const words =
    name
      .split('@')[0]
      ?.split(/[\s._-]+/)
      .filter(Boolean) ?? [];
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words.slice(0, 1);
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** A round picture of a person, or their initials when there is none or it fails to load. Decorative: the name is shown beside it. */
export function Avatar({ name, url, size = 32 }: { name: string; url?: string; size?: number }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(url) && failedUrl !== url;
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
      {showImage ? (
        <ResponsiveImg
          src={url ?? ''}
          sizes={`${size}px`}
          alt=""
          width={size}
          height={size}
          onError={() => setFailedUrl(url ?? null)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
