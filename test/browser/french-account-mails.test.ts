import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import type { ConfirmationCode } from '../../local/emulators/cognito-codes.ts';
import { apiCaller } from '../support/api-client.ts';
import { shopInChromium, waitForHydration } from '../support/browser.ts';
import { mailDirOf } from '../support/mailbox.ts';
import { logInThroughDialog } from '../support/sign-in-pages.ts';
import { waitUntil } from '../support/wait-until.ts';

const shop = shopInChromium();
const PASSWORD = 'Lome2026maison';

/** The files the stack wrote for mail to `email` (`.json` from Cognito, `.eml` from the shop), as text. */
async function mailFiles(email: string, extension: '.json' | '.eml'): Promise<string[]> {
  const dir = mailDirOf(shop);
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(extension)).sort();
  const texts = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  return texts.filter((text) => text.includes(email));
}

/** A mail's subject as a mail program shows it (RFC 2047 encoded words decoded). */
function subjectOf(mail: string): string {
  const line = /^Subject: (.*)$/m.exec(mail)?.[1] ?? '';
  return line.replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_all, encoded: string) =>
    Buffer.from(encoded, 'base64').toString('utf8'),
  );
}

describe('the account and newsletter mails of a visitor on the French pages', () => {
  it('signs up on /fr and receives the verification code in a French mail, whose code opens the account', async () => {
    const page = await shop.openPage(1280, { cookieChoiceMade: true, locale: 'fr-FR' });
    const email = `afi.${Date.now()}@example.com`;
    await page.goto(`${shop.web}/fr`);

    await page.getByRole('button', { name: 'Commencer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bienvenue' });
    await dialog.getByRole('tab', { name: 'Inscription' }).click();
    const form = dialog.getByRole('tabpanel', { name: 'Inscription' });
    await form.getByLabel('Prénom').fill('Afi');
    await form.getByLabel(/^Nom/).fill('Mensah');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirmer le mot de passe', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Créer un compte' }).click();
    const codeField = dialog.getByLabel('Code de vérification');
    await codeField.waitFor();

    let mail: ConfirmationCode | undefined;
    await waitUntil(async () => {
      const [text] = await mailFiles(email, '.json');
      mail = text ? (JSON.parse(text) as ConfirmationCode) : undefined;
      return mail !== undefined;
    });
    expect(mail?.subject).toBe('Votre code de vérification Tema House Plans');
    const words = (mail?.message ?? '').replace(/<[^>]+>/g, ' ').replace(/ +/g, ' ');
    expect(words).toContain('Bienvenue chez Tema House Plans\u202f!');
    expect(words).toContain(`saisissez ce code sur notre site\u202f: ${mail?.code}`);

    await codeField.fill(mail?.code ?? '');
    await dialog.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL('**/fr/user/dashboard');
    await page.context().close();
  });

  it('joins the newsletter in the French footer, confirms from the French mail and receives the welcome in French', async () => {
    const page = await shop.openPage(360, { cookieChoiceMade: true, locale: 'fr-FR' });
    const email = `komi.${Date.now()}@example.com`;
    // A slow phone: the second French catalog (where the answer's words are) arrives late, after the submit.
    await page.route('**/fr-more*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto(`${shop.web}/fr`);

    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('E-mail pour la lettre d’information').fill(email);
    await footer.getByRole('button', { name: 'S’inscrire' }).click();
    await footer.getByText('Presque terminé').waitFor();

    // Only the confirmation comes until its link is opened.
    await waitUntil(async () => (await mailFiles(email, '.eml')).length > 0);
    const [confirmation = '', ...others] = await mailFiles(email, '.eml');
    expect(others).toEqual([]);
    expect(subjectOf(confirmation)).toBe('Confirmez votre inscription à la lettre de Tema House Plans');
    const link = /ouvrez ce lien\u202f:\r\n\r\n(\S+)/.exec(confirmation)?.[1] ?? '';
    await page.unroute('**/fr-more*');
    await page.goto(link);
    await waitForHydration(page);
    // The link only lands on the page (mail scanners follow links); the subscriber's press confirms.
    await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
    await page.getByRole('heading', { name: 'Votre inscription est confirmée' }).waitFor();

    await waitUntil(async () => (await mailFiles(email, '.eml')).length > 1);
    const welcome = (await mailFiles(email, '.eml')).find(
      (mail) => subjectOf(mail) === 'Bienvenue chez Tema House Plans',
    );
    expect(welcome).toContain(`Découvrez nos plans dès maintenant\u202f: ${shop.web}/fr/plans`);
    expect(welcome).toMatch(/^List-Unsubscribe: <.*\/api\/newsletter\/unsubscribe\?token=.*>, <mailto:/m);
    expect(welcome).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    await page.context().close();
  });

  it('writes the French a signed-in buyer reads the shop in to their account, so a forgotten password mail is French', async () => {
    const buyer = shop.seeded('user');
    const cognito = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: shop.stack.info.cognito.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const localeOf = async () => {
      const user = await cognito.send(
        new AdminGetUserCommand({ UserPoolId: shop.stack.info.cognito.userPoolId, Username: buyer.email }),
      );
      return user.UserAttributes?.find((attribute) => attribute.Name === 'locale')?.Value;
    };
    expect(await localeOf()).toBeUndefined();
    const page = await shop.openPage(1280, { cookieChoiceMade: true });

    // The buyer chooses French with the header's switch and signs in: the profile, then the account, follow it.
    await page.goto(`${shop.web}/`);
    await page.getByRole('link', { name: 'FR Français' }).click();
    await page.waitForURL(/\/fr\/?$/);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Commencer' }).click();
    const login = page.getByRole('dialog', { name: 'Bienvenue' }).getByRole('tabpanel', { name: 'Connexion' });
    await login.getByLabel('E-mail').fill(buyer.email);
    await login.getByLabel('Mot de passe', { exact: true }).fill(buyer.password);
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/fr/user/dashboard');
    await waitUntil(async () => (await localeOf()) === 'fr');

    await cognito.send(
      new ForgotPasswordCommand({ ClientId: shop.stack.info.cognito.clientId, Username: buyer.email }),
    );
    let subject: string | undefined;
    await waitUntil(async () => {
      const mails = (await mailFiles(buyer.email, '.json')).map((text) => JSON.parse(text) as ConfirmationCode);
      subject = mails.find((mail) => mail.reason === 'ForgotPassword')?.subject;
      return subject !== undefined;
    });
    expect(subject).toBe('Réinitialisez votre mot de passe Tema House Plans');
    cognito.destroy();
    await page.context().close();
  });

  it("leaves a signed-in buyer's saved language alone when they only visit a French page", async () => {
    const email = `kofi.${Date.now()}@example.com`;
    const token = await shop.signUp(email, 'Visit-only-1234', { given: 'Kofi', family: 'Mensah' });
    const userId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub as string;
    const api = apiCaller(shop.api);
    const saved = async () =>
      (await api<{ language?: string }>('GET', `/api/profiles/${userId}/settings`, token)).body.language;
    expect(await saved()).toBe('en');

    const page = await shop.openPage(1280, { cookieChoiceMade: true });
    await page.goto(`${shop.web}/`);
    await logInThroughDialog(page, { email, password: 'Visit-only-1234' });
    await page.waitForURL('**/user/dashboard');
    // A French link shared with them: the page is French, the account's language is not changed by the visit.
    await page.goto(`${shop.web}/fr/plans`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${shop.web}/fr/user/dashboard`);
    await page.waitForLoadState('networkidle');
    expect(await saved()).toBe('en');
    // And the English addresses stay English.
    await page.goto(`${shop.web}/plans`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/plans');
    await page.context().close();
  });
});
