import { Anchor, Text } from '@mantine/core';
import { RichText } from '../../../shared/i18n/RichText';
import { Link } from 'react-router';

/** The legal note under the sign-up form (its own chunk: its markup parser stays off sign-in). */
export default function SignUpAgreement() {
  return (
    <Text size="xs" c="dimmed" mt="sm">
      {/* Underlined: inside a sentence, colour alone does not tell a link apart (WCAG 1.4.1). */}
      <RichText
        i18nKey="auth.signUp.agree"
        components={{
          terms: <Anchor component={Link} to="/terms-of-use" target="_blank" size="xs" underline="always" />,
          privacy: <Anchor component={Link} to="/privacy-policy" target="_blank" size="xs" underline="always" />,
        }}
      />
    </Text>
  );
}
