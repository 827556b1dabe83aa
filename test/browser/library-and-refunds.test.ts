import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DownloadInfo } from '@shop/shared/orders/downloads';
import { describe, expect, it } from 'vitest';
import { destroyClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { apiCaller } from '../support/api-client.ts';
import { shopInChromium, waitForHydration } from '../support/browser.ts';
import { paidOrder } from '../support/paystack-stand-in.ts';

const shop = shopInChromium();

/** Moves an order's purchase and its delivery months back: its download window closed long ago. */
async function closedMonthsAgo(orderId: string) {
  const clients = emulatorClients(shop.stack.urls);
  const update = (sk: string, expression: string, values: Record<string, string>) =>
    clients.documents.send(
      new UpdateCommand({
        TableName: shop.stack.tableName,
        Key: { pk: `ORDER#${orderId}`, sk },
        UpdateExpression: expression,
        ExpressionAttributeValues: values,
      }),
    );
  await update('ORDER', 'SET paid_at = :paid, expires_at = :expires', {
    ':paid': '2026-04-02T09:00:00.000Z',
    ':expires': '2026-04-09T09:00:00.000Z',
  });
  const { Item } = await clients.documents.send(
    new GetCommand({ TableName: shop.stack.tableName, Key: { pk: `ORDER#${orderId}`, sk: 'DELIVERY' } }),
  );
  if (Item) await update('DELIVERY', 'SET ready_at = :made', { ':made': '2026-04-02T09:01:00.000Z' });
  destroyClients(clients);
}

describe('My plans and refund requests in Chromium', () => {
  it('a buyer whose window closed months ago reopens it from My plans and downloads; refund requests are granted at once or wait for staff', async () => {
    // Prepare: a new buyer with three paid Basic orders: one bought in April, one just bought, one already downloaded
    const call = apiCaller(shop.api);
    const buyer = { email: 'yaw.library@example.com', password: 'Yaw!plans2026xy' };
    const token = await shop.signUp(buyer.email, buyer.password);
    const plans = (await call<{ plans: { id: string; title: string }[] }>('GET', '/api/plans?limit=6')).body.plans;
    const [april, fresh, downloaded] = [plans[0], plans[1], plans[2]].map((plan) => ({
      id: plan?.id ?? '',
      title: plan?.title ?? '',
    })) as [{ id: string; title: string }, { id: string; title: string }, { id: string; title: string }];
    const buy = (planId: string) => paidOrder(shop, token, { email: buyer.email, planId, packageType: 'basic' });
    const aprilOrder = (await buy(april.id)).orderId;
    const freshOrder = (await buy(fresh.id)).orderId;
    const downloadedOrder = (await buy(downloaded.id)).orderId;
    const listing = await call<DownloadInfo>('GET', `/api/downloads/${downloadedOrder}`, token);
    const followed = await call(
      'GET',
      `/api/downloads/${downloadedOrder}/file?filePath=${encodeURIComponent(listing.body.files[0]?.path ?? '')}&answer=link`,
      token,
    );
    expect(followed.status).toBe(200);
    await closedMonthsAgo(aprilOrder);

    const page = await shop.openPage(1280, {
      height: 900,
      cookieChoiceMade: true,
      acceptDownloads: true,
      signedIn: await shop.sessionOf(buyer),
    });
    await page.goto(`${shop.web}/user/dashboard`);

    // My plans, from the user area's navigation: the April plan's window is closed, with 3 free reopenings
    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'My plans' }).click();
    await page.waitForURL('**/user/library');
    await waitForHydration(page);
    const card = page.getByRole('article', { name: april.title });
    await card.getByText('Free reopenings left this year: 3').waitFor();
    await expect(card.getByText(/Downloads closed on/).isVisible()).resolves.toBe(true);
    await expect(card.getByText('Basic Package').isVisible()).resolves.toBe(true);

    // Act: reopen, then download from the reopened window
    await card.getByRole('button', { name: 'Reopen downloads for 7 days' }).click();
    await card.getByRole('link', { name: 'Download' }).waitFor();
    await expect(card.getByText(/Downloads open until/).isVisible()).resolves.toBe(true);
    await card.getByRole('link', { name: 'Download' }).click();
    await page.waitForURL(`**/user/downloads/${aprilOrder}`);
    await waitForHydration(page);
    const fileButton = page.getByRole('button', { name: /^Download .+\.pdf/ }).first();
    await fileButton.waitFor({ timeout: 60_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), fileButton.click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);

    // Refund requests from My Orders: inside the policy, granted at once
    await page.goto(`${shop.web}/user/orders`);
    await waitForHydration(page);
    const freshCard = page.getByRole('article', { name: fresh.title });
    await freshCard.getByRole('button', { name: 'Request a refund' }).click();
    await freshCard.getByLabel('Why do you want a refund?').fill('I picked the wrong plan');
    await freshCard.getByRole('button', { name: 'Send the refund request' }).click();
    await freshCard.getByText('Refund granted: the money is on its way back to you.').waitFor({ timeout: 20_000 });
    await expect(freshCard.getByText('Refunded', { exact: true }).isVisible()).resolves.toBe(true);

    // ...outside it (a file was downloaded), it waits for staff and the order stays completed
    const downloadedCard = page.getByRole('article', { name: downloaded.title });
    await downloadedCard.getByRole('button', { name: 'Request a refund' }).click();
    await downloadedCard.getByLabel('Why do you want a refund?').fill('My builder wants another layout');
    await downloadedCard.getByRole('button', { name: 'Send the refund request' }).click();
    await downloadedCard
      .getByText('Refund requested: our staff will look at it and answer you by mail.')
      .waitFor({ timeout: 20_000 });
    await expect(downloadedCard.getByText('Completed', { exact: true }).isVisible()).resolves.toBe(true);

    // Assess: the server holds the same story
    const aprilNow = await call<{ expires_at: string }>('GET', `/api/orders/${aprilOrder}`, token);
    expect(Date.parse(aprilNow.body.expires_at)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const waiting = await call<{ refund_request: { status: string } }>('GET', `/api/orders/${downloadedOrder}`, token);
    expect(waiting.body.refund_request.status).toBe('pending');
    expect((await call<{ status: string }>('GET', `/api/orders/${freshOrder}`, token)).body.status).toBe('refunded');

    // The same page in French, from the French user area's navigation
    await page.goto(`${shop.web}/fr/user/orders`);
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Rubriques du compte' })
      .getByRole('link', { name: 'Mes plans' })
      .click();
    await page.waitForURL('**/fr/user/library');
    await page.getByRole('heading', { name: 'Mes plans' }).waitFor();
    await page
      .getByRole('article', { name: april.title })
      .getByText(/Téléchargements ouverts jusqu’au/)
      .waitFor();
    await page.context().close();
  }, 240_000);
});
