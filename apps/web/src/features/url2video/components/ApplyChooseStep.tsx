import { BATCH_MAX_PRODUCTS, BATCH_MESSAGES, ErrorCode } from '@framecast/contract';
import { Button } from '@mantine/core';
import { IconArrowRight, IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { errorText } from '../../../shared/i18n/localize';
import { LimitAlert } from '../../../shared/pricing/LimitAlert';
import { usePlanFeature } from '../../../shared/pricing/usePlanFeature';
import { batchMessage } from '../../../shared/batch/messages';
import { ProductPicker } from '../../../shared/products/ProductPicker';
import { Section } from '../../../shared/ui/Section';
import { StepNav } from '../../../shared/ui/StepNav';
import { applyPath, batchPath } from '../apply';

interface Props {
  templateId: string | null;
  /** Products chosen beforehand (`?products=`). */
  initial: string[];
}

/**
 * Apply's first step: one product (its pictures are chosen next) or several (Batch Product makes a video
 * of each with the template; Creator and up).
 */
export function ApplyChooseStep({ templateId, initial }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>(initial.slice(0, BATCH_MAX_PRODUCTS));
  const batch = usePlanFeature('batch');
  const several = selected.length > 1;
  const blocked = several && batch === false;

  const next = () => {
    if (selected.length === 1) navigate(applyPath('asset', { templateId, productId: selected[0] }));
    else if (several) navigate(batchPath(selected, templateId));
  };

  return (
    <>
      <Section title={t('batch.apply.choose.title')} hint={t('batch.apply.choose.hint', { max: BATCH_MAX_PRODUCTS })} testId="apply-choose">
        <ProductPicker
          selected={selected}
          onChange={setSelected}
          max={BATCH_MAX_PRODUCTS}
          limitNote={batchMessage(BATCH_MESSAGES.limit)}
          testIdPrefix="apply"
          empty={{
            body: t('batch.apply.choose.empty'),
            actions: (
              <Button component={Link} to={templateId ? `/url2video?useTemplateId=${encodeURIComponent(templateId)}` : '/url2video'}>
                {t('batch.apply.choose.fromLink')}
              </Button>
            ),
          }}
        />
        {blocked && (
          <LimitAlert message={errorText(ErrorCode.PLAN_FEATURE_REQUIRED)} upgradeLabel={t('batch.upgrade.cta')} source="apply-product" testId="apply-plan" />
        )}
      </Section>
      <StepNav canNext={false} blocker={selected.length === 0 ? t('url2video.errors.product') : null} testIdPrefix="apply">
        <Button
          onClick={next}
          disabled={selected.length === 0 || blocked}
          leftSection={several ? <IconStack2 size={16} /> : undefined}
          rightSection={several ? undefined : <IconArrowRight size={16} />}
          data-testid="apply-next"
        >
          {several ? t('batch.apply.choose.several', { count: selected.length }) : t('batch.apply.choose.one')}
        </Button>
      </StepNav>
    </>
  );
}
