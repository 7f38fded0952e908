/** The image generation capability: an OpenAI-compatible engine over HTTP (no local one: there is no CPU model worth shipping). */
export { OpenAiImageEngine, type ImageEngine, type ImageEngineOptions, type ImageRequest } from './openai-images.js';
export { startFakeImages, type FakeImages } from './fake-images.js';
