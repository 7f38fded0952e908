// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { BillingInfoForm } from './BillingInfoForm';

const SAVED = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  street1: '12 St James Square',
  apt: '',
  city: 'London',
  state: '',
  zip: 'SW1Y 4JH',
  country: 'GB',
  phone: '',
};

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const errorOf = (testId: string) => {
  const describedBy = field(testId).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};

describe('BillingInfoForm', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the required fields under them and sends nothing', async () => {
    const api = stubApi({});
    renderWithApp(<BillingInfoForm saved={null} defaultEmail="" />);
    await userEvent.click(screen.getByTestId('billing-info-save'));
    await waitFor(() => expect(field('billing-info-first_name').getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf('billing-info-first_name')).toContain('Please enter your first name.');
    expect(errorOf('billing-info-email')).toContain('Please enter your email');
    expect(errorOf('billing-info-country')).toContain('Please choose your country.');
    // Optional fields stay quiet.
    expect(field('billing-info-last_name').getAttribute('aria-invalid')).not.toBe('true');
    expect(api.sent('billingInfoSave')).toHaveLength(0);
  });

  it('rejects an invalid email and a too long value', async () => {
    stubApi({});
    renderWithApp(<BillingInfoForm saved={null} defaultEmail="" />);
    fireEvent.change(field('billing-info-email'), { target: { value: 'not-an-email' } });
    fireEvent.change(field('billing-info-zip'), { target: { value: '1'.repeat(21) } });
    await userEvent.click(screen.getByTestId('billing-info-save'));
    await waitFor(() => expect(errorOf('billing-info-email')).toContain('Please enter the correct email address'));
    expect(errorOf('billing-info-zip')).toContain('At most 20 characters.');
  });

  it('saves the details with the country chosen from the searchable list', async () => {
    const api = stubApi({ billingInfoSave: (body) => ({ data: { info: body } }) });
    renderWithApp(<BillingInfoForm saved={null} defaultEmail="ada@example.com" />);
    expect(field('billing-info-email').value).toBe('ada@example.com');
    fireEvent.change(field('billing-info-first_name'), { target: { value: 'Ada' } });
    await userEvent.click(field('billing-info-country'));
    await userEvent.type(field('billing-info-country'), 'Germ');
    await userEvent.click(await screen.findByRole('option', { name: 'Germany', hidden: true }));
    await userEvent.click(screen.getByTestId('billing-info-save'));
    await waitFor(() => expect(api.sent('billingInfoSave')).toHaveLength(1));
    expect(api.sent('billingInfoSave')[0]!.body).toMatchObject({ first_name: 'Ada', email: 'ada@example.com', country: 'DE' });
    expect(await screen.findByText('Billing details saved')).toBeTruthy();
  });

  it("puts the server's field errors under the fields", async () => {
    stubApi({
      billingInfoSave: () => ({ code: 40001, msg: 'Invalid request parameters.', data: { fields: { email: 'Please enter the correct email address' } } }),
    });
    renderWithApp(<BillingInfoForm saved={SAVED} defaultEmail="" />);
    expect(field('billing-info-first_name').value).toBe('Ada');
    await userEvent.click(screen.getByTestId('billing-info-save'));
    await waitFor(() => expect(errorOf('billing-info-email')).toContain('Please enter the correct email address'));
  });
});
