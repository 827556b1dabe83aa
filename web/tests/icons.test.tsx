import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as accountIcons from '../src/components/ui/account-icons.tsx';
import * as ICON_PATHS from '../src/components/ui/icon-paths.ts';
import * as icons from '../src/components/ui/icons.tsx';
import * as planIcons from '../src/features/plans/components/plan-icons.tsx';

const DRAWINGS = Object.entries(ICON_PATHS);
const paths = (markup: string) => [...markup.matchAll(/<path ([^>]*)>/g)].map((match) => match[1]);

describe('Icon', () => {
  it.each(DRAWINGS)('draws %s as a 24-unit line icon hidden from assistive technology', (_name, drawing) => {
    // Act
    const markup = renderToStaticMarkup(<icons.Icon drawing={drawing} />);

    // Assess
    expect(markup).toMatch(/^<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor"/);
    expect(markup).toContain('aria-hidden="true"');
    expect(paths(markup).length).toBeGreaterThan(0);
    for (const attributes of paths(markup)) expect(attributes).toMatch(/^d="M[^"]+"/);
  });

  it("takes the caller's size and attributes over its own", () => {
    // Act
    const markup = renderToStaticMarkup(
      <icons.Icon drawing={ICON_PATHS.heart} size={16} strokeWidth={2.4} className="saved" />,
    );

    // Assess
    expect(markup).toContain('width="16" height="16"');
    expect(markup).toContain('stroke-width="2.4"');
    expect(markup).toContain('class="saved"');
  });

  it('keeps the strokes drawn apart: the area cross dashed, the camera dot of Instagram filled', () => {
    // Act
    const area = paths(renderToStaticMarkup(<icons.Icon drawing={ICON_PATHS.area} />));
    const instagram = paths(renderToStaticMarkup(<icons.Icon drawing={ICON_PATHS.instagram} />));

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
  const markupOf = (component: unknown) => {
    const Named = component as (props: icons.IconProps) => React.ReactNode;
    return renderToStaticMarkup(<Named />);
  };

  it('draw each drawing once: no two icons alike, and every shared drawing has its name', () => {
    // Act
    const markups = named.map(([, component]) => markupOf(component));

    // Assess
    expect(new Set(markups).size).toBe(named.length);
    for (const [, drawing] of DRAWINGS) {
      expect(markups).toContain(renderToStaticMarkup(<icons.Icon drawing={drawing} />));
    }
  });

  it.each(named)('%s is a 24-unit line icon hidden from assistive technology', (_key, component) => {
    // Act
    const markup = markupOf(component);

    // Assess
    expect(markup).toMatch(/^<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor"/);
    expect(markup).toContain('aria-hidden="true"');
    expect(paths(markup).length).toBeGreaterThan(0);
    for (const attributes of paths(markup)) expect(attributes).toMatch(/^d="M[^"]+"/);
  });
});
