import { privacyEn } from '../content/privacy.en';
import { privacyZh } from '../content/privacy.zh';
import { LegalDocument } from '../components/LegalDocument';

/** /privacy-policy */
export default function PrivacyPage() {
  return <LegalDocument en={privacyEn} zh={privacyZh} testId="privacy-page" />;
}
