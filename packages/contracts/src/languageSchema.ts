import { z } from 'zod';
import { LANGUAGES } from './languages';
import { validationMessages } from './validationMessages';

export const languageNameSchema = z.enum(LANGUAGES, { error: validationMessages.invalidChoice });
