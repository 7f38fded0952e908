import type { Period } from '@framecast/contract';
import { Table, Text, Title } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { Fragment, forwardRef } from 'react';
import { useOffer } from '../../../shared/api/offer';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { APP_CARDS, type Cell, compareGroups } from '../model/plans';
import classes from './pricing.module.css';

/**
 * 'See all features': the five groups of spec 001 §2, one column per application plan; scrolls sideways on
 * phones. Its rows are what the server says each plan allows and what it can run (common/offer's plans
 * and tools), so the table compares what is enforced and sells nothing that is not built.
 */
const isSoon = (c: Cell) => typeof c === 'object' && c.soon === true;

export const CompareTable = forwardRef<HTMLDivElement, { period: Period }>(function CompareTable({ period }, ref) {
  const { t } = useTranslation();
  const offer = useOffer();
  const cell = (c: Cell) =>
    typeof c === 'object' ? (
      c.soon ? (
        <Text span size="sm" c="dimmed" fs="italic">
          {t(c.key, c.values)}
        </Text>
      ) : (
        t(c.key, c.values)
      )
    ) : c ? (
      <IconCheck size={18} color="var(--mantine-color-brand-7)" aria-label={t('pricing.compare.included')} role="img" />
    ) : (
      <IconMinus size={18} color="var(--mantine-color-gray-7)" aria-label={t('pricing.compare.notIncluded')} role="img" />
    );
  return (
    <section ref={ref} aria-labelledby="pricing-compare-title" data-testid="pricing-compare" style={{ scrollMarginTop: 16 }}>
      <Title order={2} size="h3" id="pricing-compare-title" ta="center" mb="md">
        {t('pricing.compare.title')}
      </Title>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus, so keyboard users can scroll it */}
      <section className={classes.tableWrap} tabIndex={0} aria-labelledby="pricing-compare-title">
        <Table className={classes.table} verticalSpacing="sm" highlightOnHover withTableBorder bg="white">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.stickyCol}>
                {t('pricing.compare.feature')}
              </Table.Th>
              {APP_CARDS.map((card) => (
                <Table.Th key={card} scope="col" ta="center">
                  {t(`pricing.cards.${card}.name`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {compareGroups(period, offer).map((group) => (
              <Fragment key={group.title}>
                <Table.Tr className={classes.groupRow}>
                  <Table.Td colSpan={APP_CARDS.length + 1}>
                    <Text component="h3" fw={700} size="sm" m={0}>
                      {t(group.title)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
                {group.rows.map((row) => (
                  <Table.Tr key={row.label} data-testid={`compare-row-${row.label.split('.').pop()}`}>
                    <Table.Th scope="row" fw={500} className={classes.stickyCol}>
                      {t(row.label, row.values)}
                    </Table.Th>
                    {APP_CARDS.every((card) => isSoon(row.cells[card])) ? (
                      // Not built yet, on any plan: said once across the plans, where a phone shows it beside the name.
                      <Table.Td colSpan={APP_CARDS.length} ta="left">
                        {cell(row.cells.free)}
                      </Table.Td>
                    ) : (
                      APP_CARDS.map((card) => (
                        <Table.Td key={card} ta="center">
                          {cell(row.cells[card])}
                        </Table.Td>
                      ))
                    )}
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </section>
    </section>
  );
});
