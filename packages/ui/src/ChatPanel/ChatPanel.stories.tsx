import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ChatMessage } from '@libatlas/contracts';
import { i18n, type Language } from '@libatlas/i18n';
import { ChatPanel, formatChatTime, type ChatPanelProps } from './ChatPanel.tsx';
import {
  SAMPLE_LINKS,
  SAMPLE_TIMES,
  sampleConversation,
  sampleLinkedConversation,
  samplePartialAnswer,
} from '../fixtures/sampleConversation.ts';

/**
 * Holds what the Ask Library page holds: the conversation, where a sent question goes last, and the
 * waiting state, which a question starts (the answer never comes here).
 */
function LiveChat({
  messages: initial,
  pending: initialPending,
  streamingAnswer,
  error,
  onSend,
}: ChatPanelProps) {
  const [messages, setMessages] = useState<readonly ChatMessage[]>(initial);
  const [pending, setPending] = useState(initialPending);
  const [streaming, setStreaming] = useState(streamingAnswer);
  return (
    <ChatPanel
      messages={messages}
      pending={pending}
      streamingAnswer={streaming}
      error={error}
      onSend={(text) => {
        onSend(text);
        setMessages((list) => [
          ...list,
          { role: 'user', content: text, timestamp: SAMPLE_TIMES.sent },
        ]);
        setPending(true);
        // A new question cancels the answer being written (spec §4 Chat).
        setStreaming(null);
      }}
    />
  );
}

const meta = {
  title: 'Ask Library/ChatPanel',
  component: ChatPanel,
  args: { messages: [], pending: false, error: null, onSend: fn() },
  render: (args) => <LiveChat {...args} />,
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

function language(): Language {
  return i18n.language === 'ar' ? 'ar' : 'en';
}

/** The sample conversation in the language the story renders in (known only at render). */
function conversation(): ChatMessage[] {
  return sampleConversation(language());
}

/** A question typed during a story, in the active language. */
function question(): string {
  return language() === 'ar' ? 'أين تقع مكتبة الإسكندرية؟' : 'Where is the Library of Alexandria?';
}

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    log: canvas.getByRole('log', { name: i18n.t('askLib.conversation') }),
    input: canvas.getByRole('textbox', { name: i18n.t('askLib.inputLabel') }),
    send: canvas.getByRole('button', { name: i18n.t('askLib.send') }),
  };
}

/** The log shows its newest content: it is scrolled to the bottom. */
async function expectScrolledToNewest(log: HTMLElement) {
  await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
  await waitFor(() =>
    expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThanOrEqual(1),
  );
}

/**
 * Which side of the log a bubble sits on, in the reading direction: the user's at the inline end
 * (right in English, left in Arabic), the assistant's at the inline start.
 */
function sideOf(bubble: HTMLElement, log: HTMLElement): 'start' | 'end' {
  const box = bubble.getBoundingClientRect();
  const area = log.getBoundingClientRect();
  const centre = box.left + box.width / 2;
  const middle = area.left + area.width / 2;
  const rightHalf = centre > middle;
  return rightHalf === (i18n.dir() === 'rtl') ? 'start' : 'end';
}

/** Every message is shown in order, on its author's side, with its time. */
async function expectConversation(log: HTMLElement, messages: readonly ChatMessage[]) {
  const bubbles = messages.map((message) => within(log).getByText(message.content));
  for (const [index, message] of messages.entries()) {
    const bubble = bubbles[index]!;
    await expect(sideOf(bubble, log)).toBe(message.role === 'user' ? 'end' : 'start');
    const time = bubble.nextElementSibling;
    await expect(time?.tagName).toBe('TIME');
    await expect(time).toHaveTextContent(formatChatTime(message.timestamp, language()));
    await expect(time).toHaveAttribute('dateTime', new Date(message.timestamp).toISOString());
    if (index > 0) {
      const previous = bubbles[index - 1]!;
      await expect(previous.compareDocumentPosition(bubble)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
  }
}

/** A new conversation: the assistant's welcome, and nothing to send yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, log, input, send } = parts(canvasElement);
    await expect(log).toHaveAttribute('aria-live', 'polite');
    const welcome = within(log).getByText(i18n.t('askLib.welcome'));
    await expect(log.firstElementChild).toContainElement(welcome);
    await expect(sideOf(welcome, log)).toBe('start');
    await expect(log.querySelector('time')).toBeNull();
    await expect(log.getBoundingClientRect().height).toBe(270);
    await expect(canvas.queryByText(i18n.t('askLib.thinking'))).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(input).toBeEnabled();
    await expect(send).toBeDisabled();
  },
};

/** A conversation under way: bubbles on each side with their times, the list at its newest. */
export const Conversation: Story = {
  render: (args) => <LiveChat {...args} messages={conversation()} />,
  play: async ({ canvasElement }) => {
    const { log } = parts(canvasElement);
    const welcome = within(log).getByText(i18n.t('askLib.welcome'));
    await expect(log.firstElementChild).toContainElement(welcome);
    await expectConversation(log, conversation());
    await expectScrolledToNewest(log);
  },
};

/** An answer is awaited: the typing indicator; the box still takes a new question. */
export const Pending: Story = {
  args: { pending: true },
  render: (args) => <LiveChat {...args} messages={conversation()} />,
  play: async ({ canvasElement, args }) => {
    const { log, input } = parts(canvasElement);
    const thinking = within(log).getByText(i18n.t('askLib.thinking'));
    await expect(thinking).toBeVisible();
    await expect(log.lastElementChild).toContainElement(thinking);
    await expectScrolledToNewest(log);
    await expect(input).toBeEnabled();
    await userEvent.type(input, `${question()}{Enter}`);
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith(question());
  },
};

/** Enter sends the trimmed question and empties the box; the list follows to the new bubble. */
export const EnterSends: Story = {
  render: (args) => <LiveChat {...args} messages={conversation()} />,
  play: async ({ canvasElement, args }) => {
    const { log, input } = parts(canvasElement);
    await userEvent.type(input, `  ${question()}  {Enter}`);
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith(question());
    await expect(input).toHaveValue('');
    await expect(input).toBeEnabled();
    const sent = within(log).getByText(question());
    await expect(sideOf(sent, log)).toBe('end');
    await expect(within(log).getByText(i18n.t('askLib.thinking'))).toBeVisible();
    await expectScrolledToNewest(log);
  },
};

/** Shift+Enter starts a new line instead of sending; the Send button sends both lines. */
export const ShiftEnterNewLine: Story = {
  play: async ({ canvasElement, args }) => {
    const { log, input, send } = parts(canvasElement);
    await userEvent.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    await expect(input).toHaveValue('First line\nsecond line');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('First line\nsecond line');
    await expect(input).toHaveValue('');
    await expect(within(log).getByText(/^First line\s+second line$/)).toBeVisible();
  },
};

/** A blank question is ignored: Enter adds nothing and sends nothing, Send stays disabled. */
export const BlankIgnored: Story = {
  play: async ({ canvasElement, args }) => {
    const { log, input, send } = parts(canvasElement);
    await userEvent.type(input, '{Enter}');
    await expect(input).toHaveValue('');
    await userEvent.type(input, '   {Enter}');
    await expect(input).toHaveValue('   ');
    await expect(send).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(log.querySelector('time')).toBeNull();
  },
};

/** A story per chat failure of spec §8; the page passes the text translated. */
function errorStory(message: () => string): Story {
  return {
    render: (args) => <LiveChat {...args} messages={conversation()} error={message()} />,
    play: async ({ canvasElement, args }) => {
      const { canvas, input } = parts(canvasElement);
      await expect(canvas.getByRole('alert')).toHaveTextContent(message());
      // The failure does not stop the next question.
      await userEvent.type(input, `${question()}{Enter}`);
      await expect(args.onSend).toHaveBeenCalledOnce();
      await expect(args.onSend).toHaveBeenCalledWith(question());
    },
  };
}

export const ErrorCancelled = errorStory(() => i18n.t('askLib.cancelled'));

export const ErrorInvalidResponse = errorStory(() => i18n.t('askLib.invalidResponse'));

export const ErrorHttpStatus = errorStory(() => i18n.t('askLib.httpError', { status: 503 }));

export const ErrorService = errorStory(() => i18n.t('askLib.serviceError'));

/** Arabic mirrors the panel: the user's bubbles sit on the left, the assistant's on the right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => <LiveChat {...args} messages={conversation()} />,
  play: async ({ canvasElement }) => {
    const { log } = parts(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const messages = conversation();
    const user = within(log).getByText(messages[0]!.content).getBoundingClientRect();
    const assistant = within(log).getByText(messages[1]!.content).getBoundingClientRect();
    const area = log.getBoundingClientRect();
    await expect(user.left - area.left).toBeLessThan(area.right - user.right);
    await expect(area.right - assistant.right).toBeLessThan(assistant.left - area.left);
    await expectConversation(log, messages);
  },
};

/** The assistant's bubbles, oldest first (the welcome included). */
function assistantBubbles(log: HTMLElement): HTMLElement[] {
  return Array.from(log.querySelectorAll<HTMLElement>('[data-author="assistant"]'));
}

/** The two library names and the website an answer of sampleLinkedConversation cites. */
function citedNames(): { darAlKutub: string; alexandrina: string } {
  return language() === 'ar'
    ? { darAlKutub: 'دار الكتب والوثائق القومية', alexandrina: 'مكتبة الإسكندرية' }
    : {
        darAlKutub: 'Egyptian National Library and Archives',
        alexandrina: 'Bibliotheca Alexandrina',
      };
}

/**
 * An answer arriving: its first words in the assistant's bubble, still being written (no time
 * yet), in place of the typing indicator; a link already complete is a link, the one still
 * arriving is text. The box stays usable.
 */
const streamingAnswer: Story = {
  args: { pending: true },
  render: (args) => (
    <LiveChat
      {...args}
      messages={sampleLinkedConversation(language()).slice(0, 1)}
      streamingAnswer={samplePartialAnswer(language())}
    />
  ),
  play: async ({ canvasElement }) => {
    const { log, input } = parts(canvasElement);
    await expect(within(log).queryByText(i18n.t('askLib.thinking'))).toBeNull();
    await expect(log).toHaveAttribute('aria-busy', 'true');
    const writing = assistantBubbles(log).at(-1)!;
    await expect(sideOf(writing, log)).toBe('start');
    await expect(writing.nextElementSibling).toBeNull();
    await expect(log.lastElementChild).toContainElement(writing);
    const link = within(writing).getByRole('link', { name: citedNames().darAlKutub });
    await expect(link).toHaveAttribute('href', SAMPLE_LINKS.darAlKutub);
    await expect(within(writing).queryByRole('link', { name: /Alex|الإسكن/ })).toBeNull();
    await expect(writing.textContent).toMatch(/\[(Bibliotheca Alex|مكتبة الإسكن)$/);
    await expect(input).toBeEnabled();
  },
};

export const StreamingAnswer: Story = streamingAnswer;

/** The same in Arabic: the answer arriving in the assistant's bubble on the right. */
export const StreamingAnswerArabic: Story = {
  ...streamingAnswer,
  globals: { locale: 'ar' },
  // The visual suite already shoots StreamingAnswer in Arabic; this runs its checks in RTL.
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
};

/**
 * An answer that cites library pages and a website: the pages are links inside the app, the
 * website opens in a new tab (and says so to screen readers), strong text is strong.
 */
const libraryLinks: Story = {
  render: (args) => <LiveChat {...args} messages={sampleLinkedConversation(language())} />,
  play: async ({ canvasElement }) => {
    const { log } = parts(canvasElement);
    await expect(log).toHaveAttribute('aria-busy', 'false');
    const answer = assistantBubbles(log).at(-1)!;
    await expect(sideOf(answer, log)).toBe('start');
    await expect(answer.nextElementSibling?.tagName).toBe('TIME');
    const names = citedNames();
    const darAlKutub = within(answer).getByRole('link', { name: names.darAlKutub });
    await expect(darAlKutub).toHaveAttribute('href', SAMPLE_LINKS.darAlKutub);
    await expect(darAlKutub).not.toHaveAttribute('target');
    const alexandrina = within(answer).getByRole('link', { name: names.alexandrina });
    await expect(alexandrina).toHaveAttribute('href', SAMPLE_LINKS.alexandrina);
    const website = within(answer).getByRole('link', {
      name: `bibalex.org ${i18n.t('library.opensInNewTab')}`,
    });
    await expect(website).toHaveAttribute('href', SAMPLE_LINKS.website);
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(answer).getAllByRole('link')).toHaveLength(3);
    await expect(answer.querySelector('strong')).toHaveTextContent(/2 libraries|مكتبتين/);
    await expect(answer.textContent).not.toContain('](');
  },
};

export const LibraryLinks: Story = libraryLinks;

/** The same in Arabic: Arabic names link the same pages inside a right-to-left answer. */
export const LibraryLinksArabic: Story = {
  ...libraryLinks,
  globals: { locale: 'ar' },
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
};

/**
 * An answer is never read as HTML and links only library pages and web addresses: a script
 * address, a data address or another page of the site leaves its label as text, and markup shows
 * as the characters it is made of.
 */
export const UnsafeMarkupStaysText: Story = {
  render: (args) => (
    <LiveChat
      {...args}
      messages={[
        {
          role: 'assistant',
          content:
            'Try [this](javascript:window.__chatInjected=1), [that](data:text/html,<b>x</b>) or [the console](/manage). <img src=x onerror="window.__chatInjected=1"> <b>bold?</b>',
          timestamp: SAMPLE_TIMES.firstAnswer,
        },
      ]}
    />
  ),
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const { log } = parts(canvasElement);
    const answer = assistantBubbles(log).at(-1)!;
    await expect(within(answer).queryAllByRole('link')).toHaveLength(0);
    await expect(answer.querySelector('img, b')).toBeNull();
    await expect(answer).toHaveTextContent(
      'Try this, that or the console. <img src=x onerror="window.__chatInjected=1"> <b>bold?</b>',
    );
    await expect((window as { __chatInjected?: number }).__chatInjected).toBeUndefined();
  },
};
