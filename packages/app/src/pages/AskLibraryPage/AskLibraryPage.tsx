import { useTranslation } from '@libatlas/i18n';
import { AskLibraryView, PageContainer, PremiumNotice } from '@libatlas/ui';
import { useChat, useChatNotice } from '../../api/chat';
import { useSettings } from '../../settings/useSettings';
import { useAuth } from '../../session/useAuth';
import { PageHead } from '../../head/PageHead';

function Conversation() {
  const chat = useChat();
  const notice = useChatNotice();
  return <AskLibraryView {...chat} notice={notice} onSend={(text) => void chat.send(text)} />;
}

/**
 * Ask Library (spec §2): admins and premium users chat with the assistant; anyone else sees the
 * premium notice, whose button writes to the site's contact address.
 */
export function AskLibraryPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { settings } = useSettings();
  const eligible = user?.role === 'admin' || user?.role === 'premium';
  return (
    <PageContainer>
      <PageHead name={t('askLib.title')} />
      {eligible ? <Conversation /> : <PremiumNotice contactEmail={settings.contactEmail} />}
    </PageContainer>
  );
}
