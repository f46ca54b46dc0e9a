import { LAW_FIRM_MEMBERSHIP_MESSAGES, LAW_FIRM_PERIOD_MESSAGES, userSchema } from '@litfund/domain';
import { bearer, describeEachDatabase, json } from '../../test-support/databases.ts';
import { apiCalls, countRows, demoUserId, signInDemo, signedInUser } from '../../test-support/fixtures.ts';
import sharp from 'sharp';
import { jpegOf, jpegWithExif, paddedPng, pngOf, withTextChunk } from '../../test-support/images.ts';
import { oneAtATime } from '../../files/avatar-image.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n');
const avatarBytes = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:[^,]*,/, ''), 'base64');

describeEachDatabase('User law firms and avatars', (ctx) => {
  let adminToken = '';
  let adminId = 0;
  let firmId = 0;
  let clientId = 0;
  const { post } = apiCalls(ctx);
  const link = (overrides: Record<string, unknown> = {}) => ({
    lawFirmUserId: firmId,
    firstName: 'Lex & Partners',
    startDate: '2022-03-01T12:00:00.000Z',
    endDate: '2023-04-30T12:00:00.000Z',
    present: false,
    ...overrides,
  });
  const newUser = () => signedInUser(ctx.app);
  let PNG = Buffer.alloc(0);
  let JPEG = Buffer.alloc(0);

  beforeAll(async () => {
    [PNG, JPEG] = await Promise.all([pngOf(3, 2), jpegOf(3, 2)]);
    ({ token: adminToken, id: adminId } = await signInDemo(ctx.app, 'admin'));
    firmId = await demoUserId(ctx.app, 'lawFirm');
    clientId = await demoUserId(ctx.app, 'client');
  });

  describe('POST /User/{id}/addLawFirms', () => {
    it('adds a past law firm for the user themself and returns the user with it', async () => {
      const user = await newUser();
      const response = await post(`User/${user.id}/addLawFirms`, link({ userId: 999999 }), user.token);
      expect(response.statusCode).toBe(200);
      const body = userSchema.parse(response.json());
      expect(body.id).toBe(user.id);
      expect(body.lawFirms).toEqual([
        {
          id: expect.any(Number),
          lawFirmUserId: firmId,
          firstName: 'Lex & Partners',
          lawFirmName: 'Lex & Partners',
          startDate: '2022-03-01T12:00:00.000Z',
          endDate: '2023-04-30T12:00:00.000Z',
          present: false,
          userId: user.id,
          state: 'pending',
          firmApproved: true,
        },
      ]);
    });

    it('stores no end date for a present law firm (MM/DD typed days at 12:00Z or plain days)', async () => {
      const user = await newUser();
      const response = await post(
        `User/${user.id}/addLawFirms`,
        link({ present: true, endDate: '2023-01-01', startDate: '2024-02-29' }),
        user.token,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().lawFirms).toEqual([
        expect.objectContaining({ present: true, endDate: null, startDate: '2024-02-29T12:00:00.000Z' }),
      ]);
    });

    it("holds a user to 5 undecided claims at once, also in parallel; a decision makes room, an admin's link is no claim", async () => {
      const user = await newUser();
      const claim = (i: number) =>
        post(
          `User/${user.id}/addLawFirms`,
          link({ startDate: `201${i}-01-01T12:00:00.000Z`, endDate: `201${i}-06-01T12:00:00.000Z` }),
          user.token,
        );
      const codes = (await Promise.all(Array.from({ length: 8 }, (_, i) => claim(i)))).map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(5);
      expect(codes.filter((c) => c === 409)).toHaveLength(3);
      const refused = await claim(9);
      expect(refused.json()).toEqual({ message: LAW_FIRM_MEMBERSHIP_MESSAGES.tooManyClaims });
      expect((await post(`User/${user.id}/addLawFirms`, link(), adminToken)).statusCode).toBe(200);
      const [first] = await ctx.app.db
        .selectFrom('user_law_firms')
        .select('id')
        .where('user_id', '=', user.id)
        .where('confirmed_at', 'is', null)
        .execute();
      expect((await post(`User/lawFirmMembers/${first!.id}/decline`, undefined, adminToken)).statusCode).toBe(200);
      expect((await claim(9)).statusCode).toBe(200);
      // Reopening the declined claim with other dates is a sixth claim.
      const reopen = await post(
        `User/updateLawFirm/${first!.id}`,
        link({ startDate: '2018-01-01T12:00:00.000Z', endDate: '2018-06-01T12:00:00.000Z' }),
        user.token,
      );
      expect(reopen.json()).toEqual({ message: LAW_FIRM_MEMBERSHIP_MESSAGES.tooManyClaims });
    });

    it('names only an Approved law firm in a claim: a New or Rejected one answers as a non-firm id, never named', async () => {
      const user = await newUser();
      const firm = await signedInUser(ctx.app, { firstName: 'Shady Unapproved Firm' });
      await ctx.app.db.updateTable('users').set({ user_type: 'LawFirm' }).where('id', '=', firm.id).execute();
      const added = (await post(`User/${user.id}/addLawFirms`, link(), user.token)).json();
      const linkId = added.lawFirms[0].id as number;
      const before = await countRows(ctx.app, 'user_law_firms');
      const noFirm = await post(`User/${user.id}/addLawFirms`, link({ lawFirmUserId: 99999999 }), user.token);
      expect(noFirm.statusCode).toBe(400);
      for (const status of ['New', 'Rejected'] as const) {
        await ctx.app.db.updateTable('users').set({ status }).where('id', '=', firm.id).execute();
        const claimed = await post(`User/${user.id}/addLawFirms`, link({ lawFirmUserId: firm.id }), user.token);
        const repointed = await post(`updateLawFirm/${linkId}`, link({ lawFirmUserId: firm.id }), user.token);
        for (const refused of [claimed, repointed]) {
          expect([refused.statusCode, refused.json()]).toEqual([noFirm.statusCode, noFirm.json()]);
          expect(refused.body).not.toContain('Shady');
        }
      }
      expect(await countRows(ctx.app, 'user_law_firms')).toBe(before);
      // An administrator may still record the history; the link says the firm is not Approved (it opens nothing).
      const recorded = await post(`User/${user.id}/addLawFirms`, link({ lawFirmUserId: firm.id }), adminToken);
      expect(recorded.statusCode).toBe(200);
      expect(recorded.json().lawFirms).toContainEqual(
        expect.objectContaining({ lawFirmUserId: firm.id, state: 'confirmed', firmApproved: false }),
      );
    });

    it('counts every claim made or pointed elsewhere: 10 an hour, then 429 and nothing saved', async () => {
      const user = await newUser();
      const otherFirm = await signedInUser(ctx.app, { firstName: 'Second Firm' });
      await ctx.app.db.updateTable('users').set({ user_type: 'LawFirm' }).where('id', '=', otherFirm.id).execute();
      const added = await post(`User/${user.id}/addLawFirms`, link(), user.token);
      expect(added.statusCode).toBe(200);
      const linkId = added.json().lawFirms[0].id as number;
      const repoint = (i: number, token = user.token) =>
        post(`updateLawFirm/${linkId}`, link({ lawFirmUserId: i % 2 === 0 ? firmId : otherFirm.id }), token);
      // The same claim sent again changes nothing and is not counted.
      expect((await post(`updateLawFirm/${linkId}`, link(), user.token)).statusCode).toBe(200);
      for (let i = 1; i < 10; i++) expect((await repoint(i)).statusCode).toBe(200);
      const refused = await repoint(10);
      expect([refused.statusCode, refused.json()]).toEqual([
        429,
        { message: LAW_FIRM_MEMBERSHIP_MESSAGES.tooManyClaimsThisHour },
      ]);
      const row = await ctx.app.db
        .selectFrom('user_law_firms')
        .select('law_firm_user_id')
        .where('id', '=', linkId)
        .executeTakeFirstOrThrow();
      expect(row.law_firm_user_id).toBe(otherFirm.id);
      expect((await post(`User/${user.id}/addLawFirms`, link(), user.token)).statusCode).toBe(429);
      // An administrator's edit is no claim.
      expect((await repoint(10, adminToken)).statusCode).toBe(200);
    });

    it('lets an Approved admin add to anyone, audited', async () => {
      const user = await newUser();
      const response = await post(`User/${user.id}/addLawFirms`, link({ present: true, endDate: null }), adminToken);
      expect(response.statusCode).toBe(200);
      const rows = await ctx.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_id', '=', String(user.id))
        .execute();
      expect(rows).toEqual([
        expect.objectContaining({
          actor_id: adminId,
          entity: 'user',
          action: expect.stringMatching(/^user\.lawFirm\.add\./),
        }),
      ]);
      expect(rows[0]?.after).toMatchObject({ lawFirms: [{ lawFirmUserId: firmId, present: true }] });
    });

    it('refuses bad input with 400 and writes nothing', async () => {
      const user = await newUser();
      const before = await countRows(ctx.app, 'user_law_firms');
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [link({ endDate: null }), 'endDate', 'End date is required'],
        [link({ endDate: undefined }), 'endDate', 'End date is required'],
        [link({ endDate: '2020-01-01' }), 'endDate', LAW_FIRM_PERIOD_MESSAGES.endBeforeStart],
        [link({ lawFirmUserId: clientId }), 'lawFirmUserId', 'Choose a law firm'],
        [link({ lawFirmUserId: 99999999 }), 'lawFirmUserId', 'Choose a law firm'],
        [link({ lawFirmUserId: 'x' }), 'lawFirmUserId', expect.any(String)],
        [link({ startDate: '13/45/2020' }), 'startDate', 'Enter a valid start date'],
        [link({ startDate: undefined }), 'startDate', expect.any(String)],
      ];
      for (const [payload, path, message] of cases) {
        const response = await post(`User/${user.id}/addLawFirms`, payload, user.token);
        expect(response.statusCode).toBe(400);
        expect(json(response).errors).toEqual(expect.arrayContaining([{ path, message }]));
      }
      expect(await countRows(ctx.app, 'user_law_firms')).toBe(before);
    });

    it('refuses what only starts like a picture, or is too large to show, and never answers 500', async () => {
      const user = await newUser();
      const upload = (bytes: Buffer) =>
        post(
          `User/${user.id}/uploadAvatar`,
          { mimeType: 'image/png', documentBase64String: bytes.toString('base64') },
          user.token,
        );
      const bad = {
        'the PNG signature alone': PNG_SIGNATURE,
        'a PNG cut after its header chunk': PNG.subarray(0, 33),
        'a PNG cut inside its image data': PNG.subarray(0, PNG.length - 20),
        'a PNG whose header chunk is damaged': Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(8), PNG.subarray(24)]),
        'the JPEG start marker alone': Buffer.from([0xff, 0xd8, 0xff]),
        'a JPEG cut in half': JPEG.subarray(0, Math.floor(JPEG.length / 2)),
        'a JPEG signature before text': Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<svg/>')]),
      };
      for (const [what, bytes] of Object.entries(bad)) {
        const refused = await upload(bytes);
        expect([what, refused.statusCode, refused.json()]).toEqual([
          what,
          415,
          { message: 'Available formats: png, jpg' },
        ]);
      }
      for (const [width, height] of [
        [4097, 1],
        [1, 4097],
      ]) {
        const huge = await upload(await pngOf(width!, height!));
        expect([huge.statusCode, huge.json()]).toEqual([
          413,
          { message: 'The image is larger than 4096 x 4096 pixels' },
        ]);
      }
      // past the decoder's pixel limit too: told by the header, not refused as unreadable
      const photo = await upload(await jpegOf(5000, 4000));
      expect([photo.statusCode, photo.json()]).toEqual([
        413,
        { message: 'The image is larger than 4096 x 4096 pixels' },
      ]);
      expect((await upload(await pngOf(4096, 4096))).statusCode).toBe(200);
      expect((await upload(await jpegOf(4096, 1))).statusCode).toBe(200);
    });

    it('answers 401 anonymous, 404 another user as a missing user', async () => {
      const user = await newUser();
      const other = await newUser();
      expect((await post(`User/${user.id}/addLawFirms`, link())).statusCode).toBe(401);
      expect((await post(`User/${user.id}/addLawFirms`, link(), other.token)).statusCode).toBe(404);
      expect((await post('User/99999999/addLawFirms', link(), adminToken)).statusCode).toBe(404);
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/User/${user.id}`,
        headers: bearer(user.token),
      });
      expect(response.json().lawFirms).toEqual([]);
    });
  });

  describe('POST /updateLawFirm/{id} and /User/updateLawFirm/{id}', () => {
    it('edits a link on both paths for the owner and an admin', async () => {
      const user = await newUser();
      const added = (await post(`User/${user.id}/addLawFirms`, link(), user.token)).json();
      const linkId = added.lawFirms[0].id as number;
      const first = await post(
        `updateLawFirm/${linkId}`,
        { ...added.lawFirms[0], present: true, endDate: null },
        user.token,
      );
      expect(first.statusCode).toBe(200);
      expect(first.json().lawFirms).toEqual([expect.objectContaining({ id: linkId, present: true, endDate: null })]);
      const second = await post(
        `User/updateLawFirm/${linkId}`,
        {
          ...link({ startDate: '2019-05-05T12:00:00.000Z', endDate: '2020-06-06T12:00:00.000Z' }),
          id: linkId,
          userId: user.id,
        },
        adminToken,
      );
      expect(second.statusCode).toBe(200);
      expect(second.json().lawFirms).toEqual([
        expect.objectContaining({
          id: linkId,
          present: false,
          startDate: '2019-05-05T12:00:00.000Z',
          endDate: '2020-06-06T12:00:00.000Z',
          userId: user.id,
        }),
      ]);
      const audits = await ctx.app.db
        .selectFrom('audit_log')
        .select(['actor_id', 'action'])
        .where('entity_id', '=', String(user.id))
        .orderBy('id')
        .execute();
      expect(audits.map((a) => a.action)).toEqual([
        `user.lawFirm.add.${linkId}`,
        `user.lawFirm.update.${linkId}`,
        `user.lawFirm.update.${linkId}`,
      ]);
      expect(audits[2]?.actor_id).toBe(adminId);
    });

    it("refuses bad input (400, unchanged), other users' links as missing ones (404), anonymous (401)", async () => {
      const user = await newUser();
      const other = await newUser();
      const added = (await post(`User/${user.id}/addLawFirms`, link(), user.token)).json();
      const linkId = added.lawFirms[0].id as number;
      const bad = await post(`updateLawFirm/${linkId}`, link({ present: false, endDate: null }), user.token);
      expect(bad.statusCode).toBe(400);
      expect(json(bad).message).toBe('End date is required');
      expect((await post(`updateLawFirm/${linkId}`, link({ lawFirmUserId: clientId }), user.token)).statusCode).toBe(
        400,
      );
      expect((await post(`updateLawFirm/${linkId}`, link({ present: true }), other.token)).statusCode).toBe(404);
      expect((await post(`User/updateLawFirm/${linkId}`, link({ present: true }))).statusCode).toBe(401);
      expect((await post('updateLawFirm/99999999', link(), adminToken)).statusCode).toBe(404);
      const row = await ctx.app.db
        .selectFrom('user_law_firms')
        .selectAll()
        .where('id', '=', linkId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        present: false,
        start_date: '2022-03-01',
        end_date: '2023-04-30',
        law_firm_user_id: firmId,
      });
    });
  });

  describe('avatars', () => {
    it('uploads a png and a jpeg (by magic bytes), shows it as a data URL, removes it', async () => {
      const user = await newUser();
      const png = await post(
        `User/${user.id}/uploadAvatar`,
        { mimeType: 'image/jpeg', documentBase64String: PNG.toString('base64') },
        user.token,
      );
      expect(png.statusCode).toBe(200);
      expect(png.json().avatar).toMatch(/^data:image\/png;base64,/);
      expect(await sharp(avatarBytes(png.json().avatar)).metadata()).toMatchObject({
        format: 'png',
        width: 3,
        height: 2,
      });
      const jpeg = await post(
        `User/${user.id}/uploadAvatar`,
        { mimeType: 'image/jpeg', documentBase64String: `data:image/jpeg;base64,${JPEG.toString('base64')}` },
        adminToken,
      );
      expect(jpeg.statusCode).toBe(200);
      expect(jpeg.json().avatar).toMatch(/^data:image\/jpeg;base64,/);
      expect(await sharp(avatarBytes(jpeg.json().avatar)).metadata()).toMatchObject({
        format: 'jpeg',
        width: 3,
        height: 2,
      });
      const removed = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/User/${user.id}/removeAvatar`,
        headers: { ...bearer(user.token), 'content-type': 'application/json' },
        payload: '',
      });
      expect(removed.statusCode).toBe(200);
      expect(userSchema.parse(removed.json()).avatar).toBeNull();
      const noBody = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/User/${user.id}/removeAvatar`,
        headers: bearer(user.token),
      });
      expect(noBody.statusCode).toBe(200);
      const actions = await ctx.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_id', '=', String(user.id))
        .orderBy('id')
        .execute();
      expect(actions.map((a) => a.action)).toEqual([
        'user.avatar.upload',
        'user.avatar.upload',
        'user.avatar.remove',
        'user.avatar.remove',
      ]);
    });

    it('refuses a pdf sent as png (415), non-base64 (415), 2 MiB + 1 (413); nothing stored', async () => {
      const user = await newUser();
      const pdf = await post(
        `User/${user.id}/uploadAvatar`,
        { mimeType: 'image/png', documentBase64String: PDF.toString('base64') },
        user.token,
      );
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json()).toEqual({ message: 'Available formats: png, jpg' });
      expect(
        (
          await post(
            `User/${user.id}/uploadAvatar`,
            { mimeType: 'image/png', documentBase64String: '***not base64***' },
            user.token,
          )
        ).statusCode,
      ).toBe(415);
      const big = paddedPng(PNG, 2 * 1024 * 1024 + 1);
      const tooBig = await post(
        `User/${user.id}/uploadAvatar`,
        { mimeType: 'image/png', documentBase64String: big.toString('base64') },
        user.token,
      );
      expect(tooBig.statusCode).toBe(413);
      expect(json(tooBig).message).toEqual(expect.any(String));
      const exact = paddedPng(PNG, 2 * 1024 * 1024);
      expect(
        (
          await post(
            `User/${user.id}/uploadAvatar`,
            { mimeType: 'image/png', documentBase64String: exact.toString('base64') },
            user.token,
          )
        ).statusCode,
      ).toBe(200);
      await post(`User/${user.id}/removeAvatar`, {}, user.token);
      expect((await post(`User/${user.id}/uploadAvatar`, { mimeType: 'image/png' }, user.token)).statusCode).toBe(400);
      const row = await ctx.app.db
        .selectFrom('users')
        .select(['avatar', 'avatar_mime'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ avatar: null, avatar_mime: null });
    });

    it('stores a re-encoded picture within 512 x 512 in the uploaded format, so card reads stay small', async () => {
      const user = await newUser();
      const photo = await sharp({
        create: {
          width: 2000,
          height: 1200,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 90 })
        .toBuffer();
      expect(photo.length).toBeGreaterThan(1024 * 1024);
      const uploaded = await post(
        `User/${user.id}/uploadAvatar`,
        { mimeType: 'image/jpeg', documentBase64String: photo.toString('base64') },
        user.token,
      );
      expect(uploaded.statusCode).toBe(200);
      const stored = avatarBytes(uploaded.json().avatar);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 512, height: 307 });
      expect(stored.length).toBeLessThan(200 * 1024);
      const card = await ctx.app.inject({ method: 'GET', url: `/api/v1/User/${user.id}`, headers: bearer(adminToken) });
      expect(card.rawPayload.length).toBeLessThan(300 * 1024);
      // a small picture is not enlarged
      const small = await post(
        `User/${user.id}/uploadAvatar`,
        { documentBase64String: (await pngOf(40, 30)).toString('base64') },
        user.token,
      );
      expect(await sharp(avatarBytes(small.json().avatar)).metadata()).toMatchObject({ width: 40, height: 30 });
    });

    it('keeps nothing of an upload but its pixels: no EXIF, GPS, text chunks or bytes after the image', async () => {
      const user = await newUser();
      const script = '<script>alert(document.cookie)</script>';
      const uploads = {
        'a JPEG with EXIF text and GPS': await jpegWithExif(20, 10, script),
        'a PNG with a text chunk': withTextChunk(await pngOf(20, 10), script),
        'a PNG with a script after its end': Buffer.concat([await pngOf(20, 10), Buffer.from(script)]),
      };
      for (const [what, bytes] of Object.entries(uploads)) {
        expect([what, bytes.includes(script)]).toEqual([what, true]);
        const uploaded = await post(
          `User/${user.id}/uploadAvatar`,
          { documentBase64String: bytes.toString('base64') },
          user.token,
        );
        expect([what, uploaded.statusCode]).toEqual([what, 200]);
        const row = await ctx.app.db
          .selectFrom('users')
          .select('avatar')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        const stored = Buffer.from(row.avatar!);
        const meta = await sharp(stored, { failOn: 'error' }).metadata();
        expect([what, meta.width, meta.height, meta.exif, meta.comments]).toEqual([what, 20, 10, undefined, undefined]);
        expect([what, stored.includes('script'), stored.includes('alert')]).toEqual([what, false, false]);
      }
    });

    it('decodes one avatar at a time: uploads past a short queue are refused at once (503), not piled up', async () => {
      const big = await pngOf(4096, 4096);
      const users = await Promise.all(Array.from({ length: 6 }, () => newUser()));
      const answers = await Promise.all(
        users.map((user) =>
          post(`User/${user.id}/uploadAvatar`, { documentBase64String: big.toString('base64') }, user.token),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 503, 503, 503]);
      const busy = answers.find((a) => a.statusCode === 503)!;
      expect(busy.json()).toEqual({ message: 'Other pictures are being processed. Try again in a few seconds.' });
      expect(busy.headers['retry-after']).toBe('5');
      // the queue drains: the next upload goes through
      expect(
        (
          await post(
            `User/${users[5]!.id}/uploadAvatar`,
            { documentBase64String: PNG.toString('base64') },
            users[5]!.token,
          )
        ).statusCode,
      ).toBe(200);
    });

    it("holds one place per uploader: a user's second upload meanwhile is 429, and another user still gets in", async () => {
      const [looper, other] = await Promise.all([newUser(), newUser()]);
      const upload = (user: { id: number; token: string }) =>
        post(`User/${user.id}/uploadAvatar`, { documentBase64String: PNG.toString('base64') }, user.token);
      // The looper's first picture is held mid-decode, so what follows does not depend on how fast a decode runs.
      let release = () => {};
      const held = oneAtATime(looper.id, () => new Promise<void>((resolve) => (release = resolve)));
      const othersUpload = upload(other);
      const refused = await upload(looper);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Your previous picture is still being processed. Try again in a few seconds.',
      });
      expect(refused.headers['retry-after']).toBe('5');
      release();
      await held;
      expect((await othersUpload).statusCode).toBe(200);
      // Once theirs is done, the looper's next upload is taken.
      expect((await upload(looper)).statusCode).toBe(200);
    });

    it('answers 401 anonymous, 404 another user as a missing user', async () => {
      const user = await newUser();
      const other = await newUser();
      const body = { mimeType: 'image/png', documentBase64String: PNG.toString('base64') };
      expect((await post(`User/${user.id}/uploadAvatar`, body)).statusCode).toBe(401);
      expect((await post(`User/${user.id}/uploadAvatar`, body, other.token)).statusCode).toBe(404);
      expect((await post(`User/${user.id}/removeAvatar`, {}, other.token)).statusCode).toBe(404);
      expect((await post('User/99999999/uploadAvatar', body, adminToken)).statusCode).toBe(404);
      expect(
        (await ctx.app.db.selectFrom('users').select('avatar').where('id', '=', user.id).executeTakeFirstOrThrow())
          .avatar,
      ).toBeNull();
    });
  });

  describe('self-escalation', () => {
    it('status, type, ban, loan limit and additional fee sent to /User routes change nothing', async () => {
      const user = await newUser();
      const escalation = {
        userStatus: { userStatusesValue: 'Rejected' },
        userStatusesValue: 'Rejected',
        userType: 'Administrator',
        roleName: 'Administrator',
        banned: true,
        loanLimit: 1_000_000,
        additionalFee: 50,
      };
      expect((await post(`User/${user.id}/addLawFirms`, { ...link(), ...escalation }, user.token)).statusCode).toBe(
        200,
      );
      expect(
        (
          await post(
            `User/${user.id}/uploadAvatar`,
            { mimeType: 'image/png', documentBase64String: PNG.toString('base64'), ...escalation },
            user.token,
          )
        ).statusCode,
      ).toBe(200);
      expect((await post(`User/${user.id}/removeAvatar`, escalation, user.token)).statusCode).toBe(200);
      const row = await ctx.app.db
        .selectFrom('users')
        .select(['status', 'user_type', 'banned', 'loan_limit_cents', 'additional_fee_bp'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        status: 'Approved',
        user_type: 'Attorney',
        banned: false,
        loan_limit_cents: null,
        additional_fee_bp: 0,
      });
      // ... and the user cannot reach the admin routes either.
      expect((await post(`AdminUser/${user.id}`, escalation, user.token)).statusCode).toBe(403);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/v1/User/${user.id}`, headers: bearer(user.token) }))
          .statusCode,
      ).toBe(200);
    });
  });
});
