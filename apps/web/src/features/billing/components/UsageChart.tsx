import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.layer.css';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatDay } from '../format';

interface Props {
  daily: { date: string; credits: number }[];
}

/** Credits spent per day over the chosen range (or the last 30 days). */
export function UsageChart({ daily }: Props) {
  const { t, i18n } = useTranslation();
  if (daily.length === 0 || daily.every((d) => d.credits === 0))
    return (
      <Text c="dimmed" size="sm" py="xl" ta="center" data-testid="usage-chart-empty">
        {t('billing.usage.noChart')}
      </Text>
    );
  const data = daily.map((d) => ({ day: formatDay(d.date, i18n.language), credits: d.credits }));
  const label = t('billing.usage.chartLabel', { from: data[0]!.day, to: data[data.length - 1]!.day });
  return (
    <figure aria-label={label} style={{ margin: 0 }} data-testid="usage-chart">
      <BarChart
        h={240}
        data={data}
        dataKey="day"
        series={[{ name: 'credits', label: t('billing.usage.creditsSeries'), color: 'brand.6' }]}
        tickLine="y"
        barProps={{ radius: [4, 4, 0, 0], maxBarSize: 28 }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
        yAxisProps={{ width: 32, allowDecimals: false }}
      />
    </figure>
  );
}
