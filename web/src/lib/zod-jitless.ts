import { config } from 'zod/mini';

/*
 * The browser parses each API answer once, so zod's JIT (it compiles an object parser with `new Function` on
 * first use) costs more than it saves: that compile was a long task on every page. The site's CSP also allows
 * no eval, so in production zod would only probe for it and have the browser report a policy violation.
 */
config({ jitless: true });
