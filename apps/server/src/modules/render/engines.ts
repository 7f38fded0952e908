import path from 'node:path';
import {
  AvatarRouter,
  createChatScriptWriter,
  createTemplateScriptWriter,
  createSpeechRegistry,
  DirCache,
  HeygemAvatarRenderer,
  LocalAvatarRenderer,
  LocalBackgroundRemover,
  OpenAiImageEngine,
  RembgBackgroundRemover,
  TalkingPhotoRenderer,
} from '@framecast/engine';
import type { JobLogger } from '../../platform/queue/index.js';
import type { Config } from '../../config.js';
import type { RenderEngines } from './job.js';

/**
 * The engines chosen by configuration (ARCHITECTURE "Engines"): espeak-ng and the illustrated avatars
 * (and the talking-photo engine, product background removal and the template script writer) on this
 * machine by default; an OpenAI-compatible speech server, a HeyGem-protocol talking-head service (for
 * lip-sync boosted projects only) and an OpenAI-compatible chat model for scripts when their URLs are set. Step outputs are cached under DATA_DIR/cache by content hash.
 */
export function createEngines(config: Config, log: JobLogger): RenderEngines {
  const speech = createSpeechRegistry({
    httpUrl: config.engineTtsUrl,
    httpKey: config.engineTtsKey,
    httpModel: config.engineTtsModel,
    cloneUrl: config.engineVoiceCloneUrl,
    cloneKey: config.engineVoiceCloneKey,
    onVoicesError: (engine, err) => log.warn({ err }, `speech engine ${engine} listed no voices`),
  });
  // Library looks, talking photos and custom avatars on this machine, for every render. A talking-head
  // service, when set, lip-syncs only the renders of projects boosted with lip-sync minutes (job.ts).
  const avatars = new AvatarRouter(new LocalAvatarRenderer({ cacheBytes: 256 * 1024 * 1024, recycleFrames: true }), new TalkingPhotoRenderer());
  const lipSync =
    config.engineTalkingHeadUrl && config.engineTalkingHeadDataDir
      ? new HeygemAvatarRenderer({ baseUrl: config.engineTalkingHeadUrl, dataDir: config.engineTalkingHeadDataDir, local: avatars })
      : undefined;
  const images = config.engineImagesUrl
    ? new OpenAiImageEngine({ url: config.engineImagesUrl, apiKey: config.engineImagesKey, model: config.engineImagesModel })
    : undefined;
  const cutout = config.engineRembgUrl
    ? new RembgBackgroundRemover({ url: config.engineRembgUrl, apiKey: config.engineRembgKey, model: config.engineRembgModel })
    : new LocalBackgroundRemover();
  const scripts = config.engineLlmUrl
    ? createChatScriptWriter({ url: config.engineLlmUrl, key: config.engineLlmKey, model: config.engineLlmModel })
    : createTemplateScriptWriter();
  return { speech, avatars, lipSync, cache: new DirCache(path.join(config.dataDir, 'cache')), images, cutout, scripts };
}
