import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Tool } from '../tools';
import classes from './ToolCard.module.css';

/** One tool: icon tile, name and a one-line description; links to the tool's route. */
export function ToolCard({ tool, large = false }: { tool: Tool; large?: boolean }) {
  const { t } = useTranslation();
  const Icon = tool.icon;
  return (
    <Link to={tool.to} className={`${classes.card} ${large ? classes.large : ''}`} data-testid={`tool-${tool.key}`}>
      <span className={classes.tile} style={{ background: `linear-gradient(135deg, ${tool.from}, ${tool.to2})` }}>
        <Icon size={large ? 26 : 22} stroke={1.8} />
      </span>
      <span>
        <Text fw={650} size="sm">
          {t(`home.cards.${tool.key}.title`)}
        </Text>
        <Text size="xs" c="dimmed" mt={2} lh={1.45}>
          {t(`home.cards.${tool.key}.desc`)}
        </Text>
      </span>
    </Link>
  );
}
