import { termsEn } from '../content/terms.en';
import { termsZh } from '../content/terms.zh';
import { LegalDocument } from '../components/LegalDocument';

/** /terms-of-use */
export default function TermsPage() {
  return <LegalDocument en={termsEn} zh={termsZh} testId="terms-page" />;
}
