import { MY_TEMPLATES_MAX, TEMPLATE_MESSAGES, TEMPLATE_NAME_MAX, TemplateCreateRequest } from '@framecast/contract';
import { i18n } from '../i18n/instance';
import { productMessage } from '../products/messages';

const firstIssue = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message ?? '';

/** The contract's English for each refusal about templates, and our key for it (with the figure it names). */
const KEYS = new Map<string, [key: string, max?: number]>([
  ...Object.entries(TEMPLATE_MESSAGES).map(([name, text]): [string, [string, number?]] => [text, [`templates.errors.${name}`, MY_TEMPLATES_MAX]]),
  [firstIssue(TemplateCreateRequest.shape.name.safeParse('x'.repeat(TEMPLATE_NAME_MAX + 1))), ['templates.errors.nameLong', TEMPLATE_NAME_MAX]],
]);

/** A message about templates in the current language; any other as the product messages (and then localizeMessage) read it. */
export function templateMessage(message: string, code?: number): string {
  const known = KEYS.get(message);
  return known ? i18n.t(known[0], { max: known[1] }) : productMessage(message, code);
}
