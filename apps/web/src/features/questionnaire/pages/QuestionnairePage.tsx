import { QUESTIONNAIRE, type QuestionnaireRequest } from '@framecast/contract';
import { Button, Container, Divider, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useUser } from '../../../shared/api/user-info';
import { takeQuestionnaireCallback } from '../../../shared/session/callback';
import { LanguageSwitch } from '../../../shared/ui/LanguageSwitch';
import { Logo } from '../../../shared/ui/Logo';
import { useSubmitQuestionnaire } from '../api/submit-questionnaire';
import { OptionGrid } from '../components/OptionGrid';

type Answers = { role?: string; team_size?: string; goals: string[]; heard_from?: string };

/** /questionnaire: four short questions after sign-up, then on to where the user was going. */
export default function QuestionnairePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useUser();
  const submit = useSubmitQuestionnaire();
  const [answers, setAnswers] = useState<Answers>({ goals: [] });
  const [tried, setTried] = useState(false);
  const done = user?.is_signup_questionnaire === 1 || user?.status === 'guest';

  useEffect(() => {
    if (done) navigate(takeQuestionnaireCallback() ?? '/home', { replace: true });
  }, [done, navigate]);

  const answered = [answers.role, answers.team_size, answers.goals.length ? 'x' : undefined, answers.heard_from].filter(Boolean).length;
  const single = (key: 'role' | 'team_size' | 'heard_from') => (value: string) => setAnswers((a) => ({ ...a, [key]: value }));
  const toggleGoal = (value: string) =>
    setAnswers((a) => ({ ...a, goals: a.goals.includes(value) ? a.goals.filter((g) => g !== value) : [...a.goals, value] }));
  const missing = (value: unknown) => (tried && !value ? t('questionnaire.pickOne') : null);

  const onSubmit = () => {
    setTried(true);
    if (answered < 4) {
      requestAnimationFrame(() =>
        document.querySelector('[data-testid="questionnaire"] [role="alert"]')?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
      );
      return;
    }
    submit.mutate(answers as QuestionnaireRequest);
  };

  return (
    <main style={{ minHeight: '100vh', background: 'var(--mantine-color-gray-0)' }}>
      <Group justify="space-between" px="lg" h={72} maw={1000} mx="auto">
        <Logo size={30} />
        <LanguageSwitch />
      </Group>
      <Container size={760} pb={64}>
        <Paper p={{ base: 'lg', sm: 40 }} radius="lg" withBorder shadow="sm" data-testid="questionnaire">
          <Stack gap="xl">
            <div>
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {t('questionnaire.title')}
              </Title>
              <Text c="dimmed" mt={4}>
                {t('questionnaire.subtitle')}
              </Text>
              <Group gap="sm" mt="md" wrap="nowrap">
                <Progress value={(answered / 4) * 100} flex={1} radius="xl" size="sm" aria-label={t('questionnaire.progress', { done: answered })} />
                <Text size="xs" c="dimmed" miw={90} ta="right">
                  {t('questionnaire.progress', { done: answered })}
                </Text>
              </Group>
            </div>
            <OptionGrid
              question="role"
              options={QUESTIONNAIRE.role}
              selected={answers.role ? [answers.role] : []}
              onToggle={single('role')}
              error={missing(answers.role)}
            />
            <Divider />
            <OptionGrid
              question="team_size"
              options={QUESTIONNAIRE.team_size}
              selected={answers.team_size ? [answers.team_size] : []}
              onToggle={single('team_size')}
              cols={{ base: 2, xs: 3, sm: 5 }}
              compact
              error={missing(answers.team_size)}
            />
            <Divider />
            <OptionGrid
              question="goals"
              options={QUESTIONNAIRE.goals}
              selected={answers.goals}
              onToggle={toggleGoal}
              multiple
              error={tried && !answers.goals.length ? t('questionnaire.pickGoals') : null}
            />
            <Divider />
            <OptionGrid
              question="heard_from"
              options={QUESTIONNAIRE.heard_from}
              selected={answers.heard_from ? [answers.heard_from] : []}
              onToggle={single('heard_from')}
              error={missing(answers.heard_from)}
            />
            <Group justify="flex-end">
              <Button size="md" rightSection={<IconArrowRight size={18} />} onClick={onSubmit} loading={submit.isPending} data-testid="questionnaire-submit">
                {t('questionnaire.submit')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </main>
  );
}
