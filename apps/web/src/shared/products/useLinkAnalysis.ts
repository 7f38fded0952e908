import { normalizeProductUrl, URL_ANALYSIS_EXPECTED_SECONDS } from '@framecast/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { analysisProgress } from './analysis';
import { useAnalysis, useStartAnalysis } from './api';
import { productMessage } from './messages';
import { failureOf } from '../api/failure';

/**
 * A product page's link read into a product (spec 000 §4 "URL analysis up to 45 seconds"): the text as
 * typed, checked with the URL helper before it is sent; the server's refusal of the link (under the
 * field) or of the page (a failure); while it works, the stage and a bar that creeps between answers.
 * `onReady` is told the product made from the page, and the field is emptied for another link.
 */
export function useLinkAnalysis(onReady: (productId: string) => void) {
  const { t } = useTranslation();
  const [text, setTextState] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [analysisId, setAnalysisId] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const [now, setNow] = useState(0);
  const start = useStartAnalysis();
  const analysis = useAnalysis(analysisId);
  const state = analysis.data;
  const working = start.isPending || (analysisId !== null && state?.status !== 'failed' && !analysis.isError);
  const normalized = normalizeProductUrl(text);

  useEffect(() => {
    if (state?.status === 'ready' && state.product_id) {
      onReady(state.product_id);
      // The product is the caller's now: the field is empty again for another link.
      setAnalysisId(null);
      setTextState('');
    }
    if (state?.status === 'failed') setFailure(productMessage(state.error ?? ''));
  }, [state?.status, state?.product_id, state?.error, onReady]);
  useEffect(() => {
    if (analysis.isError) setFailure(failureOf(analysis.error, productMessage)?.message ?? t('products.errors.failed'));
  }, [analysis.isError, analysis.error, t]);
  // The bar creeps on its own between answers.
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [working]);

  const setText = useCallback((next: string) => {
    setTextState(next);
    setFieldError(null);
  }, []);

  const analyse = () => {
    setFailure(null);
    setAnalysisId(null);
    if (!normalized) {
      setFieldError(t('products.errors.url'));
      return;
    }
    setFieldError(null);
    setTextState(normalized);
    setStartedAt(Date.now());
    setNow(Date.now());
    start.mutate(normalized, {
      onSuccess: (a) => setAnalysisId(a.id),
      onError: (err) => {
        const f = failureOf(err, productMessage);
        if (f?.fields.url) setFieldError(f.fields.url);
        else if (f) setFailure(f.message);
      },
    });
  };

  const expected = state?.expected_seconds ?? URL_ANALYSIS_EXPECTED_SECONDS;
  const stage = state?.stage ?? 'fetching';
  return {
    text,
    setText,
    /** The address the text will be read as (https:// added), null when it is not one. */
    normalized,
    fieldError,
    failure,
    working,
    stage,
    expected,
    progress: analysisProgress(now - startedAt, expected, stage),
    analyse,
  };
}
