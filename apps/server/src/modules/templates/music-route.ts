import fs from 'node:fs';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { ErrorCode, MUSIC_MOODS } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { binary, errorResponses } from '../../platform/http/openapi.js';
import { builtinFile } from './builtins.js';

/**
 * `GET /builtin/music/<mood>.wav`: a built-in music bed, so the editor can play one before choosing it.
 * The same file renders use (made once per machine); public, like the avatar library's media.
 */
export function builtinMusicRoute(app: FastifyInstance, ctx: AppContext): void {
  const schema: FastifySchema = {
    summary: 'A built-in music bed (WAV), to listen to before using builtin:music/<mood>',
    tags: ['templates'],
    params: z.object({ file: z.string().meta({ description: `<mood>.wav, mood one of ${MUSIC_MOODS.join(', ')}` }) }),
    response: {
      200: { description: 'The bed', content: { 'audio/wav': { schema: binary('WAV') } } },
      ...errorResponses([404, 500], { 404: 'No such bed' }),
    },
  };
  app.get('/builtin/music/:file', { schema }, async (req, reply) => {
    const mood = /^([a-z]+)\.wav$/.exec((req.params as { file: string }).file)?.[1];
    const made = mood ? builtinFile(ctx.config.dataDir, `builtin:music/${mood}`) : null;
    if (!made) return reply.status(404).send({ code: ErrorCode.NOT_FOUND, msg: 'Unknown music.', data: null });
    const file = await made;
    return reply
      .header('content-type', 'audio/wav')
      .header('content-length', fs.statSync(file).size)
      .header('cache-control', 'public, max-age=604800')
      .send(fs.createReadStream(file));
  });
}
