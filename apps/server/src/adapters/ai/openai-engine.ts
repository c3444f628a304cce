import OpenAI from 'openai';
import { z } from 'zod';
import {
  AssistantCitationSchema,
  GeneratedContentSchema,
  shortTitle,
  type GeneratedContent,
  type GeneratedPart,
} from '@revy/shared';
import type { AiEngine, AnswerInput, DecisionPart, EngineDecision, EngineOptions, WriteInput } from './ai-engine';
import { BuiltinEngine } from './builtin/builtin-engine';
import { combineParts, enrichAnswers, guardMessage, guardOutput, handedOff, keepsFacts } from '../../modules/ai';
import { JsonFieldStream } from './json-field-stream';
import {
  ANSWER_SCHEMA,
  ANSWER_SYSTEM,
  WRITER_SYSTEM,
  factLines,
  writerSchema,
  writerUserMessage,
} from './openai-prompts';

export type OpenAiEngineOptions = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Per request attempt, in ms. */
  timeoutMs: number;
  /** Retries of failed attempts (5xx, 429, network, timeouts) before falling back. */
  maxRetries?: number;
  log: { warn(obj: object, msg?: string): void };
  fallback?: BuiltinEngine;
};

/** What the model must return for an answer (the engine adds confidence and its name). */
const LlmDecisionSchema = z.object({
  action: z.enum(['answer', 'handoff']),
  handoffTo: z.enum(['seller', 'concierge']).nullable(),
  reason: z.enum(['unknown', 'negotiation', 'booking', 'human', 'private']).nullable(),
  text: z.string().trim().min(1).max(2000),
  citations: z.array(AssistantCitationSchema).max(10),
});

/**
 * An OpenAI-compatible LLM (OpenAI, vLLM, Ollama) through the official SDK. The intent guard
 * decides hand-offs before the model is called, and the decision comes from the structured
 * `action` field, never from the model's prose. Any failure (network, timeout after retries,
 * invalid JSON, schema mismatch) falls back to the built-in engine: buyers always get an answer.
 */
export class OpenAiEngine implements AiEngine {
  readonly name: string;
  private readonly client: OpenAI;
  private readonly fallback: BuiltinEngine;

  constructor(private readonly opts: OpenAiEngineOptions) {
    this.name = `openai:${opts.model}`;
    // Local servers (Ollama, vLLM) take any key; the SDK insists on one.
    this.client = new OpenAI({
      baseURL: opts.baseUrl,
      apiKey: opts.apiKey || 'none',
      timeout: opts.timeoutMs,
      maxRetries: opts.maxRetries ?? 1,
    });
    this.fallback = opts.fallback ?? new BuiltinEngine();
  }

  /**
   * The guard runs first on each question of the message (issue 15): the parts it stops are handed off with their
   * polite line, and only the parts it lets through are sent to the model, as one question. The model's decision
   * and the hand-offs are combined into one reply.
   */
  async answer(input: AnswerInput, eopts?: EngineOptions): Promise<EngineDecision> {
    const guarded = guardMessage(input.question);
    const open = guarded.filter((g) => !g.verdict);
    const stopped: DecisionPart[] = guarded
      .filter((g) => g.verdict)
      .map((g) => {
        const { confidence: _c, ...part } = handedOff(g);
        return part;
      });
    if (!open.length) return combineParts(stopped, this.name);
    const question = open.map((g) => g.text).join('\n');
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.opts.model,
          temperature: 0,
          messages: [
            { role: 'system', content: `${ANSWER_SYSTEM}\n\nFACTS:\n${factLines(input) || '(none)'}` },
            ...input.history.slice(-20).map((t) => ({
              role: t.role === 'buyer' ? ('user' as const) : ('assistant' as const),
              content: t.role === 'seller' ? `(seller) ${t.content}` : t.content,
            })),
            { role: 'user', content: question },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'assistant_decision', strict: true, schema: ANSWER_SCHEMA },
          },
        },
        { signal: eopts?.signal },
      );
      const raw = completion.choices[0]?.message?.content ?? '';
      const parsed = LlmDecisionSchema.parse(JSON.parse(raw));
      const decision = guardOutput({
        ...parsed,
        handoffTo: parsed.action === 'handoff' ? (parsed.handoffTo ?? 'seller') : null,
        reason: parsed.action === 'handoff' ? (parsed.reason ?? 'unknown') : null,
        citations: parsed.citations.filter((c) => knownRef(input, c.source, c.ref)),
        confidence: parsed.action === 'answer' ? 0.8 : 1,
        engine: this.name,
      });
      const answered: DecisionPart = {
        question,
        action: decision.action,
        reason: decision.reason,
        text: decision.text,
        citations: decision.citations,
      };
      return combineParts([answered, ...stopped], this.name, decision.confidence);
    } catch (err) {
      this.opts.log.warn(
        { err: describe(err), model: this.opts.model },
        'AI endpoint failed: answering with the built-in engine',
      );
      return this.fallback.answerSync(input, 'builtin-fallback');
    }
  }

  async writeListing(
    input: WriteInput,
    onDelta?: (part: GeneratedPart, text: string) => void,
    eopts?: EngineOptions,
  ): Promise<GeneratedContent> {
    const base = await this.fallback.writeListing(input);
    let streamed = false;
    try {
      const stream = await this.client.chat.completions.create(
        {
          model: this.opts.model,
          temperature: 0.3,
          stream: true,
          messages: [
            { role: 'system', content: WRITER_SYSTEM },
            { role: 'user', content: writerUserMessage(input) },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'listing_text', strict: true, schema: writerSchema(input.parts) },
          },
        },
        { signal: eopts?.signal },
      );
      let raw = '';
      const fields = new JsonFieldStream((key, text) => {
        if (!onDelta || !input.parts.includes(key as GeneratedPart)) return;
        streamed = true;
        onDelta(key as GeneratedPart, text);
      });
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content;
        if (!delta) continue;
        raw += delta;
        fields.push(delta);
      }
      const written = JSON.parse(raw) as Record<string, unknown>;
      const merged = { ...base };
      const answers = enrichAnswers(input.knowledge);
      for (const part of input.parts) {
        const value = written[part];
        // A part that contradicts the vehicle fields is replaced by the built-in text.
        if (part === 'features')
          merged.features = Array.isArray(value)
            ? [
                ...new Set(
                  value
                    .filter((f): f is string => typeof f === 'string' && !!f.trim())
                    .map((f) => f.trim().slice(0, 50)),
                ),
              ].slice(0, 50)
            : base.features;
        // The seller's answers too: an LLM's "one owner" when the seller answered three is replaced as well.
        else if (typeof value === 'string' && value.trim() && keepsFacts(value, input.facts, answers))
          merged[part] = value.trim();
      }
      merged.shortTitle = shortTitle(merged.title);
      return GeneratedContentSchema.parse(merged);
    } catch (err) {
      this.opts.log.warn(
        { err: describe(err), model: this.opts.model, streamed },
        'AI endpoint failed: writing with the built-in engine',
      );
      // Deltas already sent belong to the failed text; the built-in text follows in full.
      if (onDelta) await this.fallback.writeListing(input, onDelta);
      return base;
    }
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

function knownRef(input: AnswerInput, source: 'listing' | 'knowledge', ref: string): boolean {
  if (source === 'knowledge') return input.knowledge.some((k) => k.id === ref);
  return ref.length > 0 && ref.length < 60;
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 300) : String(err).slice(0, 300);
}
