import type { AiEngine } from './ai-engine';
import { BuiltinEngine } from './builtin/builtin-engine';
import { OpenAiEngine } from './openai-engine';

export type { AiEngine } from './ai-engine';
export { BuiltinEngine } from './builtin/builtin-engine';
export { OpenAiEngine } from './openai-engine';

export type AiEngineOptions = {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  log: { warn(obj: object, msg?: string): void };
};

/** The built-in engine without AI_BASE_URL; otherwise the LLM, falling back to the built-in one. */
export function createAiEngine(opts: AiEngineOptions): AiEngine {
  const builtin = new BuiltinEngine();
  if (!opts.baseUrl) return builtin;
  return new OpenAiEngine({
    baseUrl: opts.baseUrl,
    apiKey: opts.apiKey,
    model: opts.model,
    timeoutMs: opts.timeoutMs,
    log: opts.log,
    fallback: builtin,
  });
}
