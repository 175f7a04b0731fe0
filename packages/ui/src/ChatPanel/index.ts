export { CHAT_LIST_HEIGHT, ChatPanel, formatChatTime, type ChatPanelProps } from './ChatPanel.tsx';
