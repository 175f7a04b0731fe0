import type { ChatMessage } from '@libatlas/contracts';
import type { Language } from '@libatlas/i18n';

/** Fixed times, so screenshots are stable: the two forms the contract allows (ISO text and epoch ms). */
export const SAMPLE_TIMES = {
  first: '2025-05-01T09:30:00.000Z',
  firstAnswer: Date.UTC(2025, 4, 1, 9, 30, 20),
  second: '2025-05-01T09:32:00.000Z',
  secondAnswer: Date.UTC(2025, 4, 1, 9, 32, 15),
  third: '2025-05-01T09:35:00.000Z',
  thirdAnswer: Date.UTC(2025, 4, 1, 9, 35, 30),
  /** The time the story pages give a question sent during a story. */
  sent: '2025-05-01T09:40:00.000Z',
} as const;

const TEXTS: Record<Language, readonly string[]> = {
  en: [
    'Which national libraries are in the Middle East?',
    'The Atlas lists them under the Middle East region: open Regions, or filter the Libraries page by region.',
    'How do I find their opening hours?',
    "Each library's page shows its operating hours, address and contact details. Open its card to see them.",
    'Thank you!',
    'You are welcome. Ask me anything else about the libraries.',
  ],
  ar: [
    'ما المكتبات الوطنية الموجودة في الشرق الأوسط؟',
    'يعرضها الأطلس ضمن منطقة الشرق الأوسط: افتح صفحة المناطق، أو صفِّ صفحة المكتبات حسب المنطقة.',
    'كيف أعرف مواعيد عملها؟',
    'تعرض صفحة كل مكتبة مواعيد عملها وعنوانها وبيانات التواصل معها. افتح بطاقتها للاطلاع عليها.',
    'شكرًا لك!',
    'على الرحب والسعة. اسألني عن أي شيء آخر يخص المكتبات.',
  ],
};

const TIMES = [
  SAMPLE_TIMES.first,
  SAMPLE_TIMES.firstAnswer,
  SAMPLE_TIMES.second,
  SAMPLE_TIMES.secondAnswer,
  SAMPLE_TIMES.third,
  SAMPLE_TIMES.thirdAnswer,
];

/** A conversation of three questions and answers in the given language, long enough to scroll. */
export function sampleConversation(language: Language): ChatMessage[] {
  return TEXTS[language].map((content, index) => ({
    role: index % 2 === 0 ? 'user' : 'assistant',
    content,
    timestamp: TIMES[index]!,
  }));
}
