export {
  type ProductFacts,
  SCRIPT_LENGTHS,
  SCRIPT_PARTS,
  type ScriptLength,
  type ScriptPart,
  type ScriptRequest,
  type ScriptSection,
  type ScriptVariant,
  type ScriptWriter,
  ScriptWriterError,
} from './types.js';
export { createTemplateScriptWriter } from './template.js';
export { createChatScriptWriter, type ChatScriptOptions } from './chat.js';
export { startFakeChatServer, type FakeChatOptions, type FakeChatServer } from './fake-chat.js';
export { estimateSeconds } from './estimate.js';
export { spokenPrice } from './price.js';
export { scriptText } from './script-text.js';
