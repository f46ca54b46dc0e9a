// GET /remotes.json: where the shell finds each remote's federation manifest, decided at run time.
// GET /config.json: the browser-side settings the shell shows (company site, support address).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REMOTE_PACKAGES } from '../../plugins/static.ts';

const remotesSchema = z.object({
  account: z.string(),
  contracts: z.string().optional(),
  admin: z.string().optional(),
  calculator: z.string().optional(),
});

export const remotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { remotes, staticRoot } = app.config;
  app.get(
    '/remotes.json',
    { schema: { tags: ['shell'], response: { 200: remotesSchema } } },
    async (_request, reply) => {
      const result: Record<string, string> = {};
      for (const [key, name] of Object.entries(REMOTE_PACKAGES)) {
        const fromEnv = remotes[key as keyof typeof remotes];
        const local = `/remotes/${name}/mf-manifest.json`;
        // account is always listed; the others when configured or when their build exists (checked per request).
        if (fromEnv) result[key] = fromEnv;
        else if (key === 'account' || fs.existsSync(path.join(staticRoot, name, 'dist'))) result[key] = local;
      }
      reply.header('cache-control', 'no-cache');
      return result as z.infer<typeof remotesSchema>;
    },
  );

  const clientConfigSchema = z.object({ companySiteUrl: z.string(), supportEmail: z.string() });
  app.get(
    '/config.json',
    { schema: { tags: ['shell'], response: { 200: clientConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { companySiteUrl: app.config.companySiteUrl, supportEmail: app.config.supportEmail };
    },
  );
};
