import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as accountIcons from '../src/components/ui/account-icons.tsx';
import { ICON_PATHS, type IconName } from '../src/components/ui/icon-paths.ts';
import * as icons from '../src/components/ui/icons.tsx';
import * as planIcons from '../src/features/plans/components/plan-icons.tsx';

const NAMES = Object.keys(ICON_PATHS) as IconName[];
const paths = (markup: string) => [...markup.matchAll(/<path ([^>]*)>/g)].map((match) => match[1]);

describe('Icon', () => {
  it.each(NAMES)('draws %s as a 24-unit line icon hidden from assistive technology', (name) => {
    // Act
    const markup = renderToStaticMarkup(<icons.Icon name={name} />);

    // Assess
    expect(markup).toMatch(/^<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor"/);
    expect(markup).toContain('aria-hidden="true"');
    expect(paths(markup).length).toBeGreaterThan(0);
    for (const attributes of paths(markup)) expect(attributes).toMatch(/^d="M[^"]+"/);
  });

  it("takes the caller's size and attributes over its own", () => {
    // Act
    const markup = renderToStaticMarkup(<icons.Icon name="heart" size={16} strokeWidth={2.4} className="saved" />);

    // Assess
    expect(markup).toContain('width="16" height="16"');
    expect(markup).toContain('stroke-width="2.4"');
    expect(markup).toContain('class="saved"');
  });

  it('keeps the strokes drawn apart: the area cross dashed, the camera dot of Instagram filled', () => {
    // Act
    const area = paths(renderToStaticMarkup(<icons.Icon name="area" />));
    const instagram = paths(renderToStaticMarkup(<icons.Icon name="instagram" />));

    // Assess
    expect(area).toHaveLength(2);
    expect(area[1]).toContain('stroke-dasharray="2 2"');
    expect(instagram).toHaveLength(2);
    expect(instagram[1]).toContain('fill="currentColor"');
  });
});

describe('the named icons', () => {
  const named = Object.entries({ ...icons, ...accountIcons, ...planIcons }).filter(([key]) =>
    /^[A-Z]\w*Icon$/.test(key),
  );

  it('name every drawing once', () => {
    // Assess
    expect(named).toHaveLength(NAMES.length);
  });

  it.each(named)('%s draws one of the shared drawings', (_key, component) => {
    // Act
    const Named = component as (props: icons.IconProps) => React.ReactNode;
    const markup = renderToStaticMarkup(<Named />);

    // Assess
    expect(NAMES.some((name) => renderToStaticMarkup(<icons.Icon name={name} />) === markup)).toBe(true);
  });
});
