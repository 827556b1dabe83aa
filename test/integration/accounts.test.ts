import { join } from 'node:path';
import {
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Profile } from '@shop/shared/accounts/profile';
import { DEFAULT_USER_SETTINGS } from '@shop/shared/accounts/user-settings';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestConfirmationCode } from '../../local/emulators/cognito-codes.ts';
import { type ApiCall, apiCaller, statusAndBody, subOf } from '../support/api-client.ts';
import { plainPng, settledPicture } from '../support/pictures.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

const EMAIL = 'akosua.owusu@example.com';
const PASSWORD = 'Akosua!2026plans';
const NEW_PASSWORD = 'Akosua!2027plans';

let shop: TestStack;
let cognito: CognitoIdentityProviderClient;
/** The new buyer, filled in by the sign-up step that the later steps build on. */
const buyer = { sub: '', idToken: '', accessToken: '' };

let call: ApiCall;

async function signIn(email: string, password: string) {
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: shop.stack.info.cognito.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return { idToken: AuthenticationResult?.IdToken ?? '', accessToken: AuthenticationResult?.AccessToken ?? '' };
}

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: shop.stack.info.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});

afterAll(async () => {
  cognito?.destroy();
  await shop?.stop();
});

describe('a new buyer on the offline stack', () => {
  it('signs up with their names, confirms with the emailed code and signs in', async () => {
    const { clientId } = shop.stack.info.cognito;
    const mailDir = join(shop.stack.dataDir, 'mail');

    await cognito.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: EMAIL,
        Password: PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: EMAIL },
          { Name: 'given_name', Value: 'Akosua' },
          { Name: 'family_name', Value: 'Owusu' },
        ],
      }),
    );
    await expect.poll(() => latestConfirmationCode(mailDir, EMAIL)).toMatch(/^\d{6}$/);
    const code = latestConfirmationCode(mailDir, EMAIL) as string;
    await cognito.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: EMAIL, ConfirmationCode: code }));
    Object.assign(buyer, await signIn(EMAIL, PASSWORD));
    buyer.sub = subOf(buyer.idToken);

    expect(buyer.idToken).not.toBe('');
    expect(buyer.sub).toMatch(/^[0-9a-f-]{36}$/);
    // Confirming with the mailed code verifies the address, as on Cognito (quotes of a visitor's request rely on it).
    const claims = JSON.parse(Buffer.from(buyer.idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ email: EMAIL, email_verified: true });
  });

  it('reads their own profile: email, role user, member since today, names from sign-up', async () => {
    const { status, body } = await call<Profile>('GET', `/api/profiles/${buyer.sub}`, buyer.idToken);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      user_id: buyer.sub,
      email: EMAIL,
      role: 'user',
      first_name: 'Akosua',
      last_name: 'Owusu',
      phone: '',
      bio: '',
      avatar_url: '',
    });
    expect(Date.now() - Date.parse(body.created_at)).toBeLessThan(10 * 60_000);
  });

  it('saves first name, phone and bio, and reads them back with the rest untouched', async () => {
    const changes = { first_name: 'Akosua Serwaa', phone: '+233 24 555 0101', bio: 'Planning a bungalow in Tema.' };

    const saved = await call<Profile>('PUT', `/api/profiles/${buyer.sub}`, buyer.idToken, changes);
    const read = await call<Profile>('GET', `/api/profiles/${buyer.sub}`, buyer.idToken);

    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(changes);
    expect(read.body).toMatchObject({ ...changes, last_name: 'Owusu', email: EMAIL, role: 'user' });
  });

  it("is refused someone else's profile (403), a role (400) and an oversized bio (400), and nothing changes", async () => {
    const adminSub = subOf(await shop.signIn('admin'));

    const someoneElse = await call('PUT', `/api/profiles/${adminSub}`, buyer.idToken, { bio: 'mine now' });
    const withRole = await call('PUT', `/api/profiles/${buyer.sub}`, buyer.idToken, { role: 'super_admin' });
    const longBio = await call('PUT', `/api/profiles/${buyer.sub}`, buyer.idToken, { bio: 'b'.repeat(501) });
    const after = await call<Profile>('GET', `/api/profiles/${buyer.sub}`, buyer.idToken);

    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body.message).toBe('You can only change your own profile');
    expect(withRole.status).toBe(400);
    expect(withRole.body.message).toBe('Unknown field: role');
    expect(longBio.status).toBe(400);
    expect(longBio.body.fields).toEqual({ bio: 'Bio must be at most 500 characters' });
    expect(after.body.role).toBe('user');
    expect(after.body.bio).toBe('Planning a bungalow in Tema.');
  });

  it('uploads an avatar straight to S3 with the presigned POST and saves it on the profile', async () => {
    const photo = await plainPng(400, 400);
    const upload = await call<{ url: string; fields: Record<string, string>; publicUrl: string }>(
      'POST',
      '/api/upload/avatar',
      buyer.idToken,
      { contentType: 'image/png', size: photo.length },
    );
    expect(upload.status).toBe(200);
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.body.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');

    const posted = await fetch(upload.body.url, { method: 'POST', body: form });
    // The picture Lambda makes the avatar's variants (an S3 event offline too); the profile takes the address then.
    expect((await settledPicture(call, buyer.idToken, upload.body.publicUrl)).body.status).toBe('ready');
    const saved = await call<Profile>('PUT', `/api/profiles/${buyer.sub}`, buyer.idToken, {
      avatar_url: upload.body.publicUrl,
    });
    const image = await fetch(`${shop.stack.urls.s3}/${shop.stack.buckets.images}${upload.body.publicUrl}`);

    expect(posted.status).toBeLessThan(300);
    expect(saved.status).toBe(200);
    expect(saved.body.avatar_url).toBe(upload.body.publicUrl);
    expect(upload.body.publicUrl).toMatch(new RegExp(`^/images/avatars/${buyer.sub}/[0-9a-f-]{36}/256\\.jpg$`));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(256);
  });

  it('refuses an avatar address outside its own upload folder (400)', async () => {
    const result = await call('PUT', `/api/profiles/${buyer.sub}`, buyer.idToken, {
      avatar_url: 'https://example.org/someone.png',
    });

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Avatar must be an image uploaded to this shop');
  });

  it('gets default settings, saves a dark theme, and keeps it', async () => {
    const before = await call('GET', `/api/profiles/${buyer.sub}/settings`, buyer.idToken);
    const saved = await call('PUT', `/api/profiles/${buyer.sub}/settings`, buyer.idToken, { theme: 'dark' });
    const after = await call('GET', `/api/profiles/${buyer.sub}/settings`, buyer.idToken);

    expect(statusAndBody(before)).toEqual({ status: 200, body: DEFAULT_USER_SETTINGS });
    expect(saved.status).toBe(200);
    expect(statusAndBody(after)).toEqual({ status: 200, body: { ...DEFAULT_USER_SETTINGS, theme: 'dark' } });
  });

  it('changes their password through Cognito and signs in with the new one only', async () => {
    await cognito.send(
      new ChangePasswordCommand({
        AccessToken: buyer.accessToken,
        PreviousPassword: PASSWORD,
        ProposedPassword: NEW_PASSWORD,
      }),
    );

    const withNew = await signIn(EMAIL, NEW_PASSWORD);
    const withOld = signIn(EMAIL, PASSWORD);

    expect(withNew.idToken).not.toBe('');
    // AWS names a wrong password NotAuthorizedException; cognito-local says InvalidPasswordException.
    await expect(withOld).rejects.toMatchObject({
      name: expect.stringMatching(/^(NotAuthorized|InvalidPassword)Exception$/),
    });
  });

  it("is shown to an admin with role user, while the buyer cannot read the admin's profile (403)", async () => {
    const adminToken = await shop.signIn('admin');

    const asAdmin = await call<Profile>('GET', `/api/profiles/${buyer.sub}`, adminToken);
    const asBuyer = await call('GET', `/api/profiles/${subOf(adminToken)}`, buyer.idToken);
    const adminOwn = await call<Profile>('GET', `/api/profiles/${subOf(adminToken)}`, adminToken);

    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({ email: EMAIL, role: 'user', first_name: 'Akosua Serwaa' });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.message).toBe('You can only see your own profile');
    expect(adminOwn.body).toMatchObject({ email: 'admin@example.com', role: 'admin' });
  });
});
