import { GENERATED_PARTS, type GeneratedContent, type GeneratedPart } from '@revy/shared';
import type { AiEngine, AnswerInput, EngineDecision, WriteInput } from '../ai-engine';
import { answerMessage, writeListingText } from '../../../modules/ai';

/**
 * The default engine: no network, no model weights. Answers by ranked retrieval over the
 * listing's facts and knowledge (modules/ai/engine), writes by templates over the same facts
 * (writer.ts). Deterministic, so the evaluation set (eval/ai) holds it to fixed figures.
 */
export class BuiltinEngine implements AiEngine {
  constructor(readonly name = 'builtin') {}

  answer(input: AnswerInput): Promise<EngineDecision> {
    return Promise.resolve(this.answerSync(input));
  }

  /**
   * The same decision without a promise: the OpenAI engine's fallback and the benchmark use it. Each question of
   * the message is guarded (rules, then the intent model), the rest answered from the facts, all combined.
   */
  answerSync(input: AnswerInput, engine = this.name): EngineDecision {
    return answerMessage(input, engine);
  }

  writeListing(input: WriteInput, onDelta?: (part: GeneratedPart, text: string) => void): Promise<GeneratedContent> {
    const content = writeListingText(input);
    if (onDelta) {
      for (const part of GENERATED_PARTS) {
        if (!input.parts.includes(part)) continue;
        const value = content[part];
        const text = Array.isArray(value) ? value.join('\n') : value;
        for (const piece of sentencePieces(text)) onDelta(part, piece);
      }
    }
    return Promise.resolve(content);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** Sentence-sized pieces that join back to the text exactly (spaces and newlines kept). */
export function sentencePieces(text: string): string[] {
  return text.match(/[^.!?\n]+(?:[.!?]+|\n+|$)\s*/g)?.filter(Boolean) ?? (text ? [text] : []);
}
