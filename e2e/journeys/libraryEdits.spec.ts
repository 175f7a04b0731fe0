import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, goto, test } from '../appTest';
import { E2E_ADMIN, newAccount, signInByApi, signUpByApi } from './session';

// A reader proposes a new phone and new hours for a library, with a source; an admin sees the
// diff and applies only the hours; the library page shows them and its history lists the change;
// the reader's bell tells them; the admin reverts it and the history shows both. Once in English
// and once in Arabic, each on a library no other journey touches.

interface Words {
  language: 'en' | 'ar';
  libraryId: string;
  libraryName: string;
  /** What the page offers while the library has no hours (before the edit, after its revert). */
  suggestHours: string;
  suggestEdit: string;
  formTitle: string;
  phone: string;
  hoursEn: string;
  hoursAr: string;
  source: RegExp;
  note: RegExp;
  send: string;
  sent: RegExp;
  viewProposal: string;
  showChanges: string;
  phoneBox: string;
  hoursBox: string;
  apply: string;
  approved: string;
  applied: string;
  improvedBy: string;
  historyTitle: string;
  proposalEntry: (author: string) => string;
  revertEntry: string;
  reverted: string;
  revert: string;
  revertTitle: string;
  bell: string;
  appliedNotice: string;
  appliedFields: string;
}

const WORDS: Words[] = [
  {
    language: 'en',
    libraryId: 'fi-nlf',
    libraryName: 'National Library of Finland',
    suggestHours: 'Suggest the hours',
    suggestEdit: 'Suggest an edit',
    formTitle: 'Suggest an edit to National Library of Finland',
    phone: 'Phone',
    hoursEn: 'Operating Hours (English)',
    hoursAr: 'Operating Hours (Arabic)',
    source: /^Source\b/,
    note: /^Note for the reviewers/,
    send: 'Send proposal',
    sent: /Your proposal was sent for review/,
    viewProposal: 'View your proposal',
    showChanges: 'Show proposed changes',
    phoneBox: 'Phone',
    hoursBox: 'Operating Hours',
    apply: 'Apply selected fields',
    approved: 'Approved',
    applied: 'Applied',
    improvedBy: 'Improved by 1 reader',
    historyTitle: 'History',
    proposalEntry: (author) => `${author}'s proposal, applied by Administrator`,
    revertEntry: 'Change reverted by Administrator',
    reverted: 'Reverted',
    revert: 'Revert',
    revertTitle: 'Revert this change?',
    bell: 'Notifications, 1 unread',
    appliedNotice: 'Administrator applied your proposed edit',
    appliedFields: 'Fields applied: Operating Hours',
  },
  {
    language: 'ar',
    libraryId: 'nl-kb',
    libraryName: 'المكتبة الوطنية الهولندية (المكتبة الملكية)',
    suggestHours: 'اقترح المواعيد',
    suggestEdit: 'اقترح تعديلًا',
    formTitle: 'اقتراح تعديل على المكتبة الوطنية الهولندية (المكتبة الملكية)',
    phone: 'الهاتف',
    hoursEn: 'مواعيد العمل (باللغة الإنجليزية)',
    hoursAr: 'مواعيد العمل (باللغة العربية)',
    source: /^المصدر/,
    note: /^ملاحظة للمراجعين/,
    send: 'إرسال الاقتراح',
    sent: /أُرسل اقتراحك للمراجعة/,
    viewProposal: 'عرض اقتراحك',
    showChanges: 'عرض التعديلات المقترحة',
    phoneBox: 'الهاتف',
    hoursBox: 'مواعيد العمل',
    apply: 'تطبيق الحقول المحددة',
    approved: 'مقبول',
    applied: 'طُبِّق',
    improvedBy: 'حسّنها قارئ واحد',
    historyTitle: 'سجل التغييرات',
    proposalEntry: (author) => `اقتراح ${author}، طبّقه Administrator`,
    revertEntry: 'تراجع Administrator عن تغيير',
    reverted: 'تم التراجع عنه',
    revert: 'تراجع',
    revertTitle: 'هل تريد التراجع عن هذا التغيير؟',
    bell: 'الإشعارات، إشعار واحد غير مقروء',
    appliedNotice: 'طبّق Administrator تعديلك المقترح',
    appliedFields: 'الحقول المطبّقة: مواعيد العمل',
  },
];

async function inLanguage(page: Page, language: 'en' | 'ar') {
  await page.addInitScript((lang) => localStorage.setItem('preferredLanguage', lang), language);
}

async function adminPage(browser: Browser, language: 'en' | 'ar') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await inLanguage(page, language);
  await signInByApi(page, E2E_ADMIN);
  return { context, page };
}

for (const words of WORDS) {
  test(`a reader's proposed edit is reviewed, applied in part, told, and reverted (${words.language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const reader = newAccount(`Reader ${words.language} ${randomUUID().slice(0, 4)}`);
    const hours = { en: 'Monday–Friday 9:30–19:30', ar: 'من الاثنين إلى الجمعة 9:30–19:30' };
    const newHours = words.language === 'ar' ? hours.ar : hours.en;
    const note = `Seen on the library's visitor page ${randomUUID()}`;
    await signUpByApi(page, reader);
    await inLanguage(page, words.language);
    await signInByApi(page, reader);

    // The reader proposes a new phone and new hours, with a source.
    await goto(page, `/libraries/${words.libraryId}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.libraryName);
    await main.getByRole('button', { name: words.suggestEdit }).click();
    const form = page.getByRole('dialog', { name: words.formTitle });
    await expect(form.getByRole('textbox', { name: words.hoursAr })).toHaveValue(
      'لم تُسجَّل مواعيد العمل بعد.',
    );
    await form.getByRole('textbox', { name: words.phone }).fill('+351 21 798 2000');
    await form.getByRole('textbox', { name: words.hoursEn }).fill(hours.en);
    await form.getByRole('textbox', { name: words.hoursAr }).fill(hours.ar);
    await form.getByRole('textbox', { name: words.source }).fill('https://example.org/visit');
    await form.getByRole('textbox', { name: words.note }).fill(note);
    await form.getByRole('button', { name: words.send }).click();
    await expect(form).toBeHidden();
    await expect(main.getByText(words.sent)).toBeVisible();
    await expect(main.getByRole('link', { name: words.viewProposal })).toHaveAttribute(
      'href',
      /^\/suggestions\/[0-9a-f-]{36}$/,
    );

    // The admin finds it on the board, sees the diff and applies only the hours.
    const admin = await adminPage(browser, words.language);
    await goto(admin.page, `/suggestions?library=${words.libraryId}`);
    const card = admin.page.getByRole('article').filter({ hasText: note });
    await card.getByRole('button', { name: words.showChanges }).click();
    await expect(card.getByText('+351 21 798 2000', { exact: true })).toBeVisible();
    await expect(card.getByText(hours.en, { exact: true })).toBeVisible();
    await card.getByRole('checkbox', { name: words.phoneBox }).uncheck();
    await expect(card.getByRole('checkbox', { name: words.hoursBox })).toBeChecked();
    await card.getByRole('button', { name: words.apply }).click();
    await expect(card.getByText(words.approved, { exact: true })).toBeVisible();
    await expect(card.getByText(words.applied, { exact: true })).toBeVisible();

    // The library page shows the new hours, not the phone; the history lists the change.
    await goto(admin.page, `/libraries/${words.libraryId}`);
    const adminMain = admin.page.getByRole('main');
    // The library's own facts (its definition lists), not the history below them.
    const facts = adminMain.locator('dl');
    await expect(facts.getByText(newHours)).toBeVisible();
    await expect(adminMain.getByText('+351 21 798 2000')).toHaveCount(0);
    await expect(adminMain.getByText(words.improvedBy)).toBeVisible();
    const history = adminMain.getByRole('region', { name: words.historyTitle });
    const applied = history.getByRole('listitem').filter({
      has: admin.page.getByRole('heading', { name: words.proposalEntry(reader.name) }),
    });
    await expect(applied).toBeVisible();
    await expect(applied).toContainText(newHours);

    // The reader's bell says so, and the notifications page names the field applied.
    await goto(page, '/');
    const bell = page.getByRole('banner').getByRole('link', { name: words.bell });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    const notice = page.getByRole('main').getByRole('listitem').first();
    await expect(notice).toContainText(words.appliedNotice);
    await expect(notice).toContainText(words.appliedFields);

    // The admin reverts it; the history shows both, and the hours are back. (Counted: a database
    // kept from an earlier run already holds that run's revert.)
    const reverts = history.getByRole('heading', { name: words.revertEntry });
    const revertsBefore = await reverts.count();
    await applied.getByRole('button', { name: words.revert }).click();
    const confirm = admin.page.getByRole('dialog', { name: words.revertTitle });
    await confirm.getByRole('button', { name: words.revert }).click();
    await expect(confirm).toBeHidden();
    await expect(reverts).toHaveCount(revertsBefore + 1);
    await expect(reverts.first()).toBeVisible();
    await expect(applied).toContainText(words.reverted);
    await expect(facts.getByText(newHours)).toHaveCount(0);
    await expect(adminMain.getByRole('button', { name: words.suggestHours })).toBeVisible();
    await expect(adminMain.getByText(words.improvedBy)).toHaveCount(0);
    await admin.context.close();
  });
}
