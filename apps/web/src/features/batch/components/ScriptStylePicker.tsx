import { SCRIPT_ANGLES, type ScriptAngle } from '@framecast/contract';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Section } from '../../../shared/ui/Section';
import classes from './Batch.module.css';

interface Props {
  value: ScriptAngle | null;
  onChange: (angle: ScriptAngle) => void;
}

/** The batch's script style: how the script writer approaches every product (required), each said in a line. */
export function ScriptStylePicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Section title={t('batch.angle.title')} hint={t('batch.angle.hint')} testId="batch-angles">
      <Radio.Group value={value} onChange={(v) => onChange(v as ScriptAngle)} label={t('batch.angle.label')} withAsterisk>
        <div className={classes.angles}>
          {SCRIPT_ANGLES.map((angle) => (
            <Radio.Card key={angle} value={angle} radius="md" className={classes.angle} data-testid={`batch-angle-${angle.replace(' ', '-')}`}>
              <Group gap="sm" wrap="nowrap" align="flex-start" p="sm">
                <Radio.Indicator mt={2} />
                <Stack gap={2} miw={0}>
                  <Text size="sm" fw={650}>
                    {t(`url2video.script.angles.${angle}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`batch.angle.explain.${angle}`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </div>
      </Radio.Group>
    </Section>
  );
}
