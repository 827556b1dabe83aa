import { DeleteObjectCommand, HeadObjectCommand, NotFound, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { IMAGE_MAX_BYTES, PLAN_FILE_MAX_BYTES } from '@shop/shared/accounts/uploads';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as galleryHandler } from '../../../src/handlers/admin/uploads/create-gallery-upload.ts';
import { handler as imageHandler } from '../../../src/handlers/admin/uploads/create-image-upload.ts';
import { handler as planFilesHandler } from '../../../src/handlers/admin/uploads/create-plan-files-upload.ts';
import { handler as deleteHandler } from '../../../src/handlers/admin/uploads/delete-upload.ts';
import { callAs } from '../../support/call-handler.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { ADMIN, auditItems, BUYER, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

interface Upload {
  url: string;
  fields: Record<string, string>;
  key: string;
  expiresAt: string;
}

function policyOf(fields: Record<string, string>): { expiration: string; conditions: unknown[] } {
  return JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8'));
}

const post = (handler: typeof imageHandler, route: string, body: unknown, as = ADMIN) =>
  callAs(handler, { method: 'POST', route, body, as });

beforeEach(() => {
  db.reset();
  s3.reset();
  stubAdminEnv(vi);
});

describe('POST /api/upload/image', () => {
  it("signs a POST for a new private key in the plan's upload folder: that key, that image type, at most 10 MB", async () => {
    // Act
    const result = await post(imageHandler, '/api/upload/image', {
      id: 'villa-01',
      contentType: 'image/jpeg',
      size: 3_000_000,
    });

    // Assess
    expect(result.status).toBe(200);
    const upload = result.body as unknown as Upload & { publicUrl: string; folderId: string };
    expect(upload.url).toBe('http://127.0.0.1:4569/shop-images');
    // The camera file goes where CloudFront never serves; the address to store is its largest variant.
    expect(upload.key).toMatch(new RegExp(`^uploads/plans/villa-01/${UUID}\\.jpg$`));
    const fileId = /([^/]+)\.jpg$/.exec(upload.key)?.[1];
    expect(upload.publicUrl).toBe(`/images/plans/villa-01/${fileId}/1600.jpg`);
    expect(upload.folderId).toBe('villa-01');
    const policy = policyOf(upload.fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['eq', '$key', upload.key],
        ['eq', '$Content-Type', 'image/jpeg'],
        ['content-length-range', 1, IMAGE_MAX_BYTES],
        { bucket: 'shop-images' },
      ]),
    );
    expect(JSON.stringify(policy.conditions)).not.toContain('starts-with');
  });

  it('hands out a new folder for something not saved yet, and puts project and ad images in their own folders', async () => {
    const fresh = await post(imageHandler, '/api/upload/image', { contentType: 'image/png', size: 10 });
    const project = await post(imageHandler, '/api/upload/image', {
      folder: 'portfolio',
      id: 'p1',
      contentType: 'image/webp',
      size: 10,
    });

    expect(fresh.body.folderId).toMatch(new RegExp(`^${UUID}$`));
    expect(fresh.body.key).toMatch(new RegExp(`^uploads/plans/${fresh.body.folderId}/`));
    expect(project.body.key).toMatch(new RegExp(`^uploads/portfolio/p1/${UUID}\\.webp$`));
    expect(project.body.publicUrl).toMatch(new RegExp(`^/images/portfolio/p1/${UUID}/1600\\.jpg$`));
  });

  it.each([
    ['a PDF', { contentType: 'application/pdf', size: 100 }, 'contentType', 'Images only: JPG, PNG, GIF, WebP or AVIF'],
    ['an SVG', { contentType: 'image/svg+xml', size: 100 }, 'contentType', 'Images only: JPG, PNG, GIF, WebP or AVIF'],
    [
      'an 11 MB image',
      { contentType: 'image/png', size: 11 * 1024 * 1024 },
      'size',
      'Each image must be 10MB or smaller',
    ],
    [
      'a folder that climbs out',
      { id: '../x', contentType: 'image/png', size: 10 },
      'id',
      'The folder id must be letters, digits, - or _',
    ],
  ])('refuses %s (400)', async (_, body, field, message) => {
    const result = await post(imageHandler, '/api/upload/image', body);

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ [field]: message });
  });

  it('refuses a buyer (403)', async () => {
    const result = await post(imageHandler, '/api/upload/image', { contentType: 'image/png', size: 10 }, BUYER);

    expect(result.status).toBe(403);
  });
});

describe('POST /api/upload/gallery', () => {
  it('signs one POST per image, all in the same plan folder, each with its own key', async () => {
    const result = await post(galleryHandler, '/api/upload/gallery', {
      id: 'villa-01',
      files: [
        { contentType: 'image/png', size: 100 },
        { contentType: 'image/jpeg', size: 200 },
        { contentType: 'image/gif', size: 300 },
      ],
    });

    expect(result.status).toBe(200);
    expect(result.body.count).toBe(3);
    const uploads = result.body.uploads as Upload[];
    expect(new Set(uploads.map((u) => u.key)).size).toBe(3);
    expect(uploads.map((u) => u.key.split('.').pop())).toEqual(['png', 'jpg', 'gif']);
    for (const upload of uploads) {
      expect(upload.key.startsWith('uploads/plans/villa-01/')).toBe(true);
      expect(policyOf(upload.fields).conditions).toContainEqual(['content-length-range', 1, IMAGE_MAX_BYTES]);
    }
  });

  it('refuses the whole batch when one image is not an image (nothing signed)', async () => {
    const result = await post(galleryHandler, '/api/upload/gallery', {
      files: [
        { contentType: 'image/png', size: 100 },
        { contentType: 'application/x-msdownload', size: 100 },
      ],
    });

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ 'files.1.contentType': 'Images only: JPG, PNG, GIF, WebP or AVIF' });
  });
});

describe('POST /api/upload/plan-files', () => {
  beforeEach(() => {
    // Nothing stored yet under any key, unless a test says otherwise.
    s3.on(HeadObjectCommand).rejects(new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } }));
  });

  it('refuses (409) a key already stored, a file buyers may have, and signs nothing for the batch', async () => {
    // Prepare: the standard set of villa-01 was sold with this file.
    s3.on(HeadObjectCommand, { Bucket: 'shop-plan-files', Key: 'plans/villa-01/standard/Ground Floor.pdf' }).resolves({
      ContentLength: 2_000_000,
    });

    // Act
    const result = await post(planFilesHandler, '/api/upload/plan-files', {
      id: 'villa-01',
      tier: 'standard',
      files: [
        { name: 'Sections.pdf', size: 1000 },
        { name: 'Ground Floor.pdf', size: 1000 },
      ],
    });

    // Assess
    expect(result.status).toBe(409);
    expect(result.body.message).toBe(
      'A file named "Ground Floor.pdf" is already stored in this plan\'s standard files. Buyers may have it, so it is never replaced: upload the new one under another name.',
    );
    expect(result.body).not.toHaveProperty('uploads');
    expect(s3.commandCalls(HeadObjectCommand).map((c) => c.args[0].input.Key)).toEqual([
      'plans/villa-01/standard/Sections.pdf',
      'plans/villa-01/standard/Ground Floor.pdf',
    ]);
  });

  it('signs a new version under the same name into the next version folder, the old file left in place', async () => {
    // Prepare: the first version and a second (v2) are stored; staff upload a third under the same name.
    for (const Key of ['plans/villa-01/standard/Ground Floor.pdf', 'plans/villa-01/standard/v2/Ground Floor.pdf']) {
      s3.on(HeadObjectCommand, { Bucket: 'shop-plan-files', Key }).resolves({ ContentLength: 2_000_000 });
    }

    // Act
    const result = await post(planFilesHandler, '/api/upload/plan-files', {
      id: 'villa-01',
      tier: 'standard',
      revises: 'plans/villa-01/standard/v2/Ground Floor.pdf',
      files: [{ name: 'Ground Floor.pdf', size: 1000 }],
    });

    // Assess: the exact key, pinned by the policy like any other plan file
    expect(result.status).toBe(200);
    const [upload] = result.body.uploads as (Upload & { name: string })[];
    expect(upload?.key).toBe('plans/villa-01/standard/v3/Ground Floor.pdf');
    expect(upload?.name).toBe('Ground Floor.pdf');
    expect(policyOf(upload?.fields ?? {}).conditions).toEqual(
      expect.arrayContaining([
        ['eq', '$key', 'plans/villa-01/standard/v3/Ground Floor.pdf'],
        ['eq', '$Content-Type', 'application/pdf'],
        ['content-length-range', 1, PLAN_FILE_MAX_BYTES],
      ]),
    );
  });

  it('signs a first same-name revision as v2, and a revision under a new name under that name', async () => {
    s3.on(HeadObjectCommand, { Bucket: 'shop-plan-files', Key: 'plans/villa-01/basic/plan.pdf' }).resolves({
      ContentLength: 1000,
    });
    const revision = (name: string) =>
      post(planFilesHandler, '/api/upload/plan-files', {
        id: 'villa-01',
        tier: 'basic',
        revises: 'plans/villa-01/basic/plan.pdf',
        files: [{ name, size: 1000 }],
      });

    const same = await revision('plan.pdf');
    const renamed = await revision('plan-b.pdf');

    expect((same.body.uploads as Upload[])[0]?.key).toBe('plans/villa-01/basic/v2/plan.pdf');
    expect((renamed.body.uploads as Upload[])[0]?.key).toBe('plans/villa-01/basic/plan-b.pdf');
  });

  it('refuses (400) a new version of more than one file', async () => {
    const result = await post(planFilesHandler, '/api/upload/plan-files', {
      id: 'villa-01',
      tier: 'basic',
      revises: 'plans/villa-01/basic/plan.pdf',
      files: [
        { name: 'plan.pdf', size: 1000 },
        { name: 'other.pdf', size: 1000 },
      ],
    });

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ files: 'A new version is one file: upload it on its own' });
  });

  it('refuses (400) two files of one upload that would be stored under the same name', async () => {
    const result = await post(planFilesHandler, '/api/upload/plan-files', {
      id: 'villa-01',
      tier: 'basic',
      files: [
        { name: 'a/plan.pdf', size: 1000 },
        { name: 'b/plan.pdf', size: 1000 },
      ],
    });

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({
      files: 'Two files in this upload would both be stored as "plan.pdf": rename one',
    });
  });

  it('signs POSTs into the private bucket under the plan and tier, pinning the type that belongs to each extension', async () => {
    // Act
    const result = await post(planFilesHandler, '/api/upload/plan-files', {
      id: 'villa-01',
      tier: 'standard',
      files: [
        { name: 'Ground Floor (rev 2).PDF', contentType: 'application/pdf', size: 2_000_000 },
        { name: 'site/plan.dxf', size: 500_000 },
        { name: 'all drawings.7z', size: PLAN_FILE_MAX_BYTES },
      ],
    });

    // Assess
    expect(result.status).toBe(200);
    const uploads = result.body.uploads as (Upload & { name: string })[];
    expect(uploads.map((u) => u.key)).toEqual([
      'plans/villa-01/standard/Ground Floor (rev 2).pdf',
      'plans/villa-01/standard/plan.dxf',
      'plans/villa-01/standard/all drawings.7z',
    ]);
    expect(uploads[0]?.url).toBe('http://127.0.0.1:4569/shop-plan-files');
    const types = uploads.map((u) =>
      policyOf(u.fields).conditions.find((c) => Array.isArray(c) && c[1] === '$Content-Type'),
    );
    expect(types).toEqual([
      ['eq', '$Content-Type', 'application/pdf'],
      ['eq', '$Content-Type', 'application/dxf'],
      ['eq', '$Content-Type', 'application/x-7z-compressed'],
    ]);
    for (const upload of uploads) {
      expect(policyOf(upload.fields).conditions).toEqual(
        expect.arrayContaining([
          ['eq', '$key', upload.key],
          ['content-length-range', 1, PLAN_FILE_MAX_BYTES],
          { bucket: 'shop-plan-files' },
        ]),
      );
    }
    // Plan files are private: no public address is handed out.
    expect(JSON.stringify(result.body)).not.toContain('publicUrl');
  });

  it('pins application/pdf for a .pdf even when the browser claims it is a program', async () => {
    const result = await post(planFilesHandler, '/api/upload/plan-files', {
      tier: 'basic',
      files: [{ name: 'setup.exe.pdf', contentType: 'application/x-msdownload', size: 1000 }],
    });

    const [upload] = result.body.uploads as Upload[];
    expect(upload?.fields['Content-Type']).toBe('application/pdf');
    expect(policyOf(upload?.fields ?? {}).conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
  });

  it.each([
    [
      'a 60 MB file',
      { tier: 'basic', files: [{ name: 'plan.pdf', size: 60 * 1024 * 1024 }] },
      'files.0.size',
      'Each plan file must be 50MB or smaller',
    ],
    [
      'an .exe',
      { tier: 'basic', files: [{ name: 'setup.exe', size: 100 }] },
      'files.0.name',
      'Plan files must be pdf, dwg, dxf, zip, rar, 7z',
    ],
    [
      'a file without extension',
      { tier: 'basic', files: [{ name: 'README', size: 100 }] },
      'files.0.name',
      'Plan files must be pdf, dwg, dxf, zip, rar, 7z',
    ],
    [
      'a tier outside the three',
      { tier: 'gold', files: [{ name: 'a.pdf', size: 100 }] },
      'tier',
      'tier must be one of: basic, standard, premium',
    ],
    ['an empty file', { tier: 'basic', files: [{ name: 'a.pdf', size: 0 }] }, 'files.0.size', 'The file is empty'],
  ])('refuses %s (400)', async (_, body, field, message) => {
    const result = await post(planFilesHandler, '/api/upload/plan-files', body);

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ [field]: message });
  });
});

describe('DELETE /api/upload/delete', () => {
  const remove = (filePath: unknown, as = ADMIN) =>
    callAs(deleteHandler, { method: 'DELETE', route: '/api/upload/delete', body: { filePath }, as });
  const deleted = () =>
    s3.commandCalls(DeleteObjectCommand).map((c) => `${c.args[0].input.Bucket}/${c.args[0].input.Key}`);

  it.each([
    ['a public image path', '/images/plans/villa-01/0b1c.png', 'shop-images/images/plans/villa-01/0b1c.png'],
    [
      'a full image address',
      'https://shop.example.com/images/portfolio/p1/d.jpg',
      'shop-images/images/portfolio/p1/d.jpg',
    ],
    ['a plan file key', 'plans/new-1/premium/set.zip', 'shop-plan-files/plans/new-1/premium/set.zip'],
  ])('removes %s and says so in the shop’s words', async (_, filePath, object) => {
    s3.on(DeleteObjectCommand).resolves({});
    db.on(GetCommand).resolves({});

    const result = await remove(filePath);

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ message: 'File removed successfully', keptForBuyers: false });
    expect(deleted()).toEqual([object]);
    expect(auditItems(db.commandCalls(PutCommand))[0]).toMatchObject({ action: 'upload.delete' });
  });

  it('removes a processed picture whole: every variant, its original and any refusal note', async () => {
    s3.on(DeleteObjectCommand).resolves({});

    const result = await remove('/images/plans/villa-01/pic-1/1600.jpg');

    expect(result.status).toBe(200);
    expect(deleted().sort()).toEqual(
      [
        ...[320, 480, 768, 1080, 1600].flatMap((w) => [
          `images/plans/villa-01/pic-1/${w}.webp`,
          `images/plans/villa-01/pic-1/${w}.jpg`,
        ]),
        ...['jpg', 'png', 'gif', 'webp', 'avif'].map((ext) => `uploads/plans/villa-01/pic-1.${ext}`),
        'upload-errors/plans/villa-01/pic-1.json',
      ]
        .map((key) => `shop-images/${key}`)
        .sort(),
    );
  });

  it('keeps a file that a sold plan lists (buyers may still download it)', async () => {
    db.on(GetCommand).resolves({ Item: sampleItem({ downloads: 5 }) });

    const result = await remove('plans/villa-01/basic/plan.pdf');

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ message: 'File removed successfully', keptForBuyers: true });
    expect(deleted()).toEqual([]);
  });

  it.each([
    ['a path that climbs out', '/images/plans/../../avatars/x/y.png'],
    ['an avatar', '/images/avatars/user-1/a.png'],
    ['another top folder', 'orders/1/receipt.pdf'],
    ['an encoded climb', 'plans/x/basic/..%2F..%2Fsecret.pdf'],
  ])('refuses %s (400) and deletes nothing', async (_, filePath) => {
    const result = await remove(filePath);

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Only uploaded plan, portfolio and ad files can be removed');
    expect(deleted()).toEqual([]);
  });
});
