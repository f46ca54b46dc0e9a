import { MESSAGES, contractReadSchema, fileResponseSchema } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { describeEachDatabase } from '../../test-support/databases.ts';
import { apiCalls, contractForm, demoToken, demoUserId, signedInUser } from '../../test-support/fixtures.ts';

const pdf = (text: string, padding = 0) => Buffer.concat([Buffer.from(`%PDF-1.4\n${text}\n`), Buffer.alloc(padding)]);

describeEachDatabase(
  'Contract files: the read lists metadata, GET /Contract/{id}/attachment/{fileId} answers one file',
  (ctx) => {
    const tokens = { admin: '', attorney: '', client: '', outsider: '' };
    let clientId = 0;
    const { get, post } = apiCalls(ctx);
    const newContract = async () => {
      const response = await post('Contract', contractForm(clientId, { amountRequested: 3000 }), tokens.attorney);
      expect(response.statusCode).toBe(200);
      return (response.json() as { id: number }).id;
    };
    const attach = async (id: number, token: string, bytes: Buffer, comment = 'Records attached', visible = true) => {
      expect((await post(`Contract/${id}/addComment`, { commentText: comment, visible }, token)).statusCode).toBe(200);
      const answer = await post(
        `Contract/${id}/uploadCommentAttachment`,
        { type: 0, fileName: 'r.pdf', mimeType: 'application/pdf', documentBase64String: bytes.toString('base64') },
        token,
      );
      expect(answer.statusCode).toBe(200);
      const comments = answer.json() as ContractRead['contractComments'];
      return comments.find((c) => c.commentText === comment)!.commentAttachments.at(-1)!;
    };
    const file = (id: number, fileId: number, token: string) => get(`Contract/${id}/attachment/${fileId}`, token);
    const notFound = [404, { message: MESSAGES.notFound }];

    beforeAll(async () => {
      tokens.admin = await demoToken(ctx.app, 'admin');
      tokens.attorney = await demoToken(ctx.app, 'attorney');
      tokens.client = await demoToken(ctx.app, 'client');
      tokens.outsider = (await signedInUser(ctx.app, { firstName: 'Outsider' })).token;
      clientId = await demoUserId(ctx.app, 'client');
    });

    it("a read carries each file's metadata and no content, however large the files", async () => {
      const id = await newContract();
      const big = pdf('big', 2 * 1024 * 1024);
      const attached = await attach(id, tokens.client, big);
      expect(attached).toEqual({
        id: expect.any(Number),
        type: 0,
        mimeType: 'application/pdf',
        base64: null,
        fileName: expect.stringMatching(/-comment-attachment\.pdf$/),
        date: expect.any(String),
        size: big.length,
      });
      const read = await get(`Contract/${id}`, tokens.attorney);
      expect(read.statusCode).toBe(200);
      expect(read.body.length).toBeLessThan(64 * 1024);
      const contract = contractReadSchema.parse(read.json());
      expect(contract.contractComments.flatMap((c) => c.commentAttachments)).toEqual([attached]);

      // The file itself, once, on request.
      const answer = await file(id, attached.id, tokens.attorney);
      expect(answer.statusCode).toBe(200);
      const body = fileResponseSchema.parse(answer.json());
      expect([body.mimeType, body.fileName]).toEqual(['application/pdf', attached.fileName]);
      expect(Buffer.from(body.base64Content, 'base64').equals(big)).toBe(true);
    });

    it('answers documents as the read lists them: the latest of each type; an older one is history', async () => {
      const id = await newContract();
      const upload = async (bytes: Buffer) => {
        const answer = await post(
          `Contract/${id}/uploadDocument`,
          { type: 2, fileName: 'c.pdf', mimeType: 'application/pdf', documentBase64String: bytes.toString('base64') },
          tokens.admin,
        );
        expect(answer.statusCode).toBe(200);
        return (answer.json() as ContractRead).attachments.find((a) => a.type === 2)!;
      };
      const first = await upload(pdf('one'));
      const second = await upload(pdf('two'));
      expect(second).toMatchObject({ base64: null, size: pdf('two').length });
      const latest = await file(id, second.id, tokens.client);
      expect(Buffer.from((latest.json() as { base64Content: string }).base64Content, 'base64')).toEqual(pdf('two'));
      expect([
        (await file(id, first.id, tokens.client)).statusCode,
        (await file(id, first.id, tokens.client)).json(),
      ]).toEqual(notFound);
    });

    it('answers 404, as for a missing file, to whoever may not see the file', async () => {
      const id = await newContract();
      const other = await newContract();
      const visible = await attach(id, tokens.attorney, pdf('visible'));
      const hidden = await attach(id, tokens.admin, pdf('internal'), 'Internal: liens', false);
      const answer = async (contractId: number, fileId: number, token: string) => {
        const r = await file(contractId, fileId, token);
        return [r.statusCode, r.json()];
      };
      // An outsider, the same file under another contract, a missing file and an admin's hidden comment's file.
      expect(await answer(id, visible.id, tokens.outsider)).toEqual(notFound);
      expect(await answer(other, visible.id, tokens.attorney)).toEqual(notFound);
      expect(await answer(id, 999999, tokens.attorney)).toEqual(notFound);
      for (const token of [tokens.client, tokens.attorney])
        expect(await answer(id, hidden.id, token)).toEqual(notFound);
      expect((await file(id, hidden.id, tokens.admin)).statusCode).toBe(200);
      // Once the comment is shown to counsel, its file is too, and never to the plaintiff, who does not read it.
      const comment = ((await get(`Contract/${id}`, tokens.admin)).json() as ContractRead).contractComments.find(
        (c) => c.commentText === 'Internal: liens',
      )!;
      expect(
        (await post(`Contract/${id}/comments/${comment.id}/visibility`, { visible: true }, tokens.admin)).statusCode,
      ).toBe(200);
      expect((await file(id, hidden.id, tokens.attorney)).statusCode).toBe(200);
      expect(await answer(id, hidden.id, tokens.client)).toEqual(notFound);
      expect((await file(id, visible.id, tokens.client)).statusCode).toBe(200);
      expect((await get(`Contract/${id}/attachment/0`, tokens.client)).statusCode).toBe(400);
      expect((await get(`Contract/${id}/attachment/${visible.id}`, null)).statusCode).toBe(401);
    });
  },
  { now: () => new Date('2026-11-20T15:00:00.000Z') },
);
