import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootScript } from '../build/boot-script.ts';
import { EARLY_PICTURE_ATTRIBUTE } from '../src/lib/early-picture.ts';

describe('bootScript', () => {
  // Prepare
  const entryScripts = ['/assets/react-dom-123.js', '/assets/index-abc.js'];
  const planScripts = ['/assets/react-dom-123.js', '/assets/index-abc.js', '/assets/plan-detail-xyz.js'];
  const boot = bootScript({
    entry: '/assets/index-abc.js',
    planApiPath: '/api/plans/{id}',
    apiOrigin: '',
    entryScripts,
    planScripts,
  });

  it('is valid JavaScript that imports the entry it was given', () => {
    // Act & Assess: the source is written as text, so a bad escape only shows when it is parsed.
    expect(() => new Script(boot.source)).not.toThrow();
    expect(boot.source).toContain('import("/assets/index-abc.js")');
  });

  it('asks for the plan on the same path the app asks for it', () => {
    expect(boot.source).toContain('"/api/plans/" + encodeURIComponent(');
  });

  it('paints the early picture into the box the pending plan page renders', () => {
    expect(boot.source).toContain(`document.querySelector('[${EARLY_PICTURE_ATTRIBUTE}]')`);
  });

  it('asks for the carried plan\u2019s picture without waiting for the carried data to be read as a response', async () => {
    // Prepare: a plan page carrying its plan; reading a Response never finishes here, as on a main thread too busy
    // to run the tasks that deliver its body
    const pictures: string[] = [];
    class StalledResponse {
      ok = true;
      clone() {
        return this;
      }
      json() {
        return new Promise(() => undefined);
      }
    }
    class FakeImage {
      sizes = '';
      srcset = '';
      fetchPriority = '';
      set src(address: string) {
        pictures.push(address);
      }
      decode() {
        return new Promise(() => undefined);
      }
    }
    const context = {
      location: { pathname: '/plans/villa-1' },
      document: {
        getElementById: () => ({ textContent: '{"id":"villa-1","image_url":"/images/plans/villa-1/main/1600.jpg"}' }),
        querySelector: () => ({ setAttribute: () => undefined, style: {} }),
      },
      Response: StalledResponse,
      Image: FakeImage,
      PerformanceObserver: { supportedEntryTypes: [] },
      requestAnimationFrame: () => 0,
      setTimeout: () => 0,
      window: {},
    };

    // Act
    new Script(boot.source).runInNewContext(context);
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();

    // Assess: the picture was asked for from the carried data alone
    expect(pictures).toEqual(['/images/plans/villa-1/main/1600.jpg']);
  });

  it("preloads and imports one by one the plan page's scripts, or every other page's, in the order it was given", () => {
    expect(boot.source).toContain(
      `const scripts = plan ? ${JSON.stringify(planScripts)} : ${JSON.stringify(entryScripts)};`,
    );
    expect(boot.source).toMatch(/for \(const href of scripts\) \{\s+await nextTask\(\);\s+await import\(href\);/);
  });

  it('keeps the escapes of its patterns', () => {
    expect(boot.source).toContain(String.raw`/^\/plans\/([^/]+)\/?$/`);
    expect(boot.source).toContain(String.raw`/\d+x\d+\?text=/`);
  });

  it('is named after its content, so a changed script never reuses a cached one', () => {
    const other = bootScript({
      entry: '/assets/index-def.js',
      planApiPath: '/api/plans/{id}',
      apiOrigin: '',
      entryScripts,
      planScripts,
    });
    expect(boot.fileName).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
    expect(other.fileName).not.toBe(boot.fileName);
  });
});
