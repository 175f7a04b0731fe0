import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ChatMessage } from '@libatlas/contracts';
import { i18n } from '@libatlas/i18n';
import { SAMPLE_TIMES, sampleConversation } from '../fixtures/sampleConversation.ts';
import { AskLibraryView, type AskLibraryViewProps } from './AskLibraryView.tsx';

/** The page as it wires the view: a sent question goes last and an answer is awaited. */
function LiveAskLibrary({
  messages: initial,
  pending: initialPending,
  ...rest
}: AskLibraryViewProps) {
  const [messages, setMessages] = useState<readonly ChatMessage[]>(initial);
  const [pending, setPending] = useState(initialPending);
  return (
    <AskLibraryView
      {...rest}
      messages={messages}
      pending={pending}
      onSend={(text) => {
        rest.onSend(text);
        setMessages((list) => [
          ...list,
          { role: 'user', content: text, timestamp: SAMPLE_TIMES.sent },
        ]);
        setPending(true);
      }}
    />
  );
}

const meta = {
  title: 'Ask Library/AskLibraryView',
  component: AskLibraryView,
  args: { messages: [], pending: false, error: null, onSend: fn() },
  render: (args) => <LiveAskLibrary {...args} />,
} satisfies Meta<typeof AskLibraryView>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

function conversation(): ChatMessage[] {
  return sampleConversation(i18n.language === 'ar' ? 'ar' : 'en');
}

/** The page body (title, description, the maintenance banner, always) before the chat. */
async function expectPageBody(canvasElement: HTMLElement, notice = i18n.t('askLib.maintenance')) {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: i18n.t('askLib.title') }),
  ).toBeVisible();
  await expect(canvas.getByText(i18n.t('askLib.description'))).toBeVisible();
  const banner = canvas.getByRole('note');
  await expect(banner).toHaveTextContent(notice);
  const log = canvas.getByRole('log', { name: i18n.t('askLib.conversation') });
  await expect(banner.compareDocumentPosition(log)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  return { canvas, log };
}

/** An eligible user opens the page: the banner and the assistant's welcome. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, log } = await expectPageBody(canvasElement);
    await expect(within(log).getByText(i18n.t('askLib.welcome'))).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    const input = canvas.getByRole('textbox', { name: i18n.t('askLib.inputLabel') });
    await userEvent.type(input, 'Hello{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('Hello');
    await expect(within(log).getByText('Hello')).toBeVisible();
    await expect(within(log).getByText(i18n.t('askLib.thinking'))).toBeVisible();
  },
};

/** A conversation under way with an answer awaited; the banner stays. */
export const ConversationPending: Story = {
  args: { pending: true },
  render: (args) => <LiveAskLibrary {...args} messages={conversation()} />,
  play: async ({ canvasElement }) => {
    const { log } = await expectPageBody(canvasElement);
    for (const message of conversation()) {
      await expect(within(log).getByText(message.content)).toBeInTheDocument();
    }
    await expect(within(log).getByText(i18n.t('askLib.thinking'))).toBeVisible();
  },
};

/** The latest request failed: its message under the conversation, besides the banner. */
export const WithError: Story = {
  render: (args) => (
    <LiveAskLibrary {...args} messages={conversation()} error={i18n.t('askLib.serviceError')} />
  ),
  play: async ({ canvasElement }) => {
    const { canvas } = await expectPageBody(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n.t('askLib.serviceError'));
  },
};

/** A banner text an operator might set, in the language the story renders in. */
function operatorNotice(): string {
  return i18n.language === 'ar'
    ? 'المساعد في مرحلة تجريبية: تحقق من المعلومات المهمة في صفحة المكتبة.'
    : 'The assistant is in preview: check important details on the library page.';
}

/** The operator's own banner text (CHAT_NOTICE_EN / CHAT_NOTICE_AR) replaces the catalog's. */
export const OperatorNotice: Story = {
  render: (args) => <LiveAskLibrary {...args} notice={operatorNotice()} />,
  play: async ({ canvasElement }) => {
    const { canvas } = await expectPageBody(canvasElement, operatorNotice());
    await expect(canvas.queryByText(i18n.t('askLib.maintenance'))).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => <LiveAskLibrary {...args} messages={conversation()} />,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const { log } = await expectPageBody(canvasElement);
    await expect(within(log).getByText(conversation()[0]!.content)).toBeInTheDocument();
  },
};
