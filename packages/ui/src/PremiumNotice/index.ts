export { PremiumNotice, upgradeMailto, type PremiumNoticeProps } from './PremiumNotice.tsx';
