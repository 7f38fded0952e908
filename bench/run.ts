import { benchEditor } from './editor.js';
import { benchLoginTiming } from './login-timing.js';
import { benchRender } from './render.js';
import { benchTalkingPhoto } from './talking-photo.js';
import { benchTemplatePreviews } from './template-previews.js';
import { benchUpload } from './upload.js';
import { benchUrl2Video } from './url2video.js';
import { benchUserInfo } from './user-info.js';
import { benchWeb } from './web.js';

/** `npm run bench [name]`: runs the benchmarks and prints their figures. */
const all: Record<string, () => Promise<string>> = {
  'user-info': benchUserInfo,
  render: benchRender,
  'talking-photo': benchTalkingPhoto,
  upload: benchUpload,
  url2video: benchUrl2Video,
  'login-timing': benchLoginTiming,
  web: benchWeb,
  'template-previews': benchTemplatePreviews,
  editor: benchEditor,
};
const only = process.argv[2];
for (const [name, run] of Object.entries(all)) {
  if (only && only !== name) continue;
  console.log(`\n== ${name} ==`);
  console.log(await run());
}
process.exit(0);
