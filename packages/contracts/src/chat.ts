import { z } from 'zod';
import { validationMessages } from './validationMessages';

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .trim()
    .min(1, { error: validationMessages.required })
    .max(2000, { error: validationMessages.tooLong }),
  timestamp: z.union([z.string().max(64), z.number()]),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/chat: the conversation so far; the last message is the question. */
export const chatRequestSchema = z.object({
  messages: z.array(chatMessageSchema).min(1).max(50),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({ response: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;
