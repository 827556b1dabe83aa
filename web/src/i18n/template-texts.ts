import { msg } from './msg.ts';

/**
 * Texts of web/index.html that the build translates into the French pages' head (web/build/prerender-plugin.ts);
 * listed here so the catalog test holds them to a translation too. The description is Home's (app/routes/home.tsx).
 */
export const TEMPLATE_TEXTS = [msg('Smart Modular House Plans in Ghana | Tema House Plans')] as const;
