// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { offerData } from '../../../shared/test/fixtures';
import { EnginesTab } from './EnginesTab';

const CAPS = {
  speech: { engine: 'espeak' as const, http: false, description: '' },
  talking_head: { engine: 'local' as const, description: '' },
  lip_sync: { available: false, description: '' },
  scripts: { engine: 'template' as const, description: '', languages: ['en'] },
};

describe('EnginesTab: the setting names live on the operator page', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names each engine’s setting and says whether it is connected', async () => {
    stubApi({ offer: () => ({ data: offerData({ tools: { voice_cloning: true } }) }), capabilities: () => ({ data: CAPS }) });
    renderWithApp(<EnginesTab />);
    await waitFor(() => expect(screen.getByTestId('operator-engine-llm').textContent).toContain('Not set'));
    expect(screen.getByTestId('operator-engine-voiceClone').textContent).toBe(
      'Voice cloningCloned voices from a customer’s recordings.ENGINE_VOICE_CLONE_URLConnected',
    );
    expect(screen.getByTestId('operator-engine-llm').textContent).toContain('ENGINE_LLM_URL');
  });
});
