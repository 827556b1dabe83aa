import { PLAN_CSV_COLUMNS } from '@shop/shared/admin/plan-import';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { shopInChromium, waitForHydration } from '../support/browser.ts';
import { plainPng } from '../support/pictures.ts';
import { TINY_PDF } from '../support/sample-files.ts';
import { screenshotPath } from '../support/screenshots.ts';

const shop = shopInChromium();

function csvOf(rows: Record<string, string>[]): Buffer {
  return Buffer.from(
    [
      PLAN_CSV_COLUMNS.join(','),
      ...rows.map((row) => PLAN_CSV_COLUMNS.map((column) => row[column] ?? '').join(',')),
    ].join('\n'),
  );
}

const row = (n: number, bedrooms = '3') => ({
  title: `Browser Import Bungalow ${n}`,
  plan_type: 'bungalow',
  bedrooms,
  bathrooms: '2',
  area_sqm: '140',
  basic_price: '180',
  standard_price: '360',
  premium_price: '540',
  status: 'active',
  image: `bungalow-${n}.png`,
  basic_files: `bungalow-${n}.pdf`,
});

async function zipOf(entries: Record<string, Buffer>) {
  const zip = new JSZip();
  for (const [name, body] of Object.entries(entries)) zip.file(name, body);
  return {
    name: 'catalogue.zip',
    mimeType: 'application/zip',
    buffer: await zip.generateAsync({ type: 'nodebuffer' }),
  };
}

describe('importing plans in the admin area', () => {
  it('pages and searches the plans table on the server, reports a bad CSV by line and field, then imports a good one from a ZIP', async () => {
    // Prepare: the admin on the plans table
    const page = await shop.openPage(1280, { height: 900, signedIn: await shop.sessionOf(shop.seeded('admin')) });
    await page.goto(`${shop.web}/admin/plans`);
    await waitForHydration(page);

    // The server searches: a word of a seeded title finds that plan and only plans that match
    await page.getByLabel('Search plans').fill('courtyard');
    await page.getByRole('row').filter({ hasText: '4-Bedroom Tema Villa with Courtyard' }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBeLessThan(6);

    // Act: a CSV with a bad value, its picture and PDF
    await page.getByRole('link', { name: 'Import Plans' }).click();
    await page.getByRole('heading', { name: 'Import Plans' }).waitFor();
    const picture = await plainPng(1000, 750);
    const files = [1, 2].flatMap((n) => [
      { name: `bungalow-${n}.png`, mimeType: 'image/png', buffer: picture },
      { name: `bungalow-${n}.pdf`, mimeType: 'application/pdf', buffer: TINY_PDF },
    ]);
    await page
      .getByLabel('Plans CSV')
      .setInputFiles({ name: 'plans.csv', mimeType: 'text/csv', buffer: csvOf([row(1, 'three'), row(2)]) });
    await page.getByLabel('Pictures and plan files').setInputFiles(files);
    await page.getByRole('button', { name: 'Upload and Check' }).click();

    // Assess: the problem by line and field, nothing to start
    await page.getByText('1 problem found').waitFor({ timeout: 30_000 });
    const problem = page.getByRole('row').filter({ hasText: 'Bedrooms must be a whole number of at least 1' });
    await expect(problem.getByRole('cell').first().textContent()).resolves.toBe('2');
    await expect(problem.getByRole('cell').nth(1).textContent()).resolves.toBe('bedrooms');
    await page.screenshot({ path: screenshotPath('plan-import-problems-1280') });

    // Act: a ZIP with no CSV
    await page
      .getByLabel('Or one ZIP of the CSV and the files')
      .setInputFiles(await zipOf({ 'pictures/x.png': picture }));
    await page.getByRole('button', { name: 'Upload and Check' }).click();

    // Assess: told plainly, nothing uploaded
    await page.getByRole('alert').filter({ hasText: 'The ZIP holds no CSV' }).waitFor();

    // Act: the fixed CSV and the files in folders of one ZIP, checked and imported
    await page.getByLabel('Or one ZIP of the CSV and the files').setInputFiles(
      await zipOf({
        'catalogue/plans.csv': csvOf([row(1), row(2)]),
        ...Object.fromEntries(
          files.map((file) => [
            `catalogue/${file.name.endsWith('.pdf') ? 'files' : 'pictures'}/${file.name}`,
            file.buffer,
          ]),
        ),
      }),
    );
    await page.getByRole('button', { name: 'Upload and Check' }).click();
    await page.getByText('No problems: 2 plans ready to import (2 new, 0 updated).').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Start Import' }).click();

    // Assess: progress to the end, and the plans in the table
    await page.getByText('2 of 2 imported. Import complete.').waitFor({ timeout: 120_000 });
    await page.screenshot({ path: screenshotPath('plan-import-done-1280') });
    await page.getByRole('link', { name: 'Back to Plans' }).click();
    await page.getByLabel('Search plans').fill('Browser Import Bungalow');
    await page.getByRole('row').filter({ hasText: 'Browser Import Bungalow 2' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Browser Import Bungalow 1' }).waitFor();
    await page.context().close();
  }, 240_000);
});
