/**
 * The billing module's interface for other modules: plans, the credit ledger, lip-sync minutes, and
 * the renewal job's work. Everything else of billing is reached through its routes.
 */
export { creditBalance, holdCredits, lockLedger as lockCreditLedger, settleHold } from './credits.js';
export { configureBilling } from './mode.js';
export { accountCurrency } from './currency.js';
export { limitWindow, limitWindowOf, type PlanSummary, planOf, planTerms, startFreePlan, teamSeats, trialUsed } from './plan.js';
export { seedGoods } from './goods.js';
export { consumeLipSync, lipSyncBoostOf } from './lip-sync.js';
export { accountBilling, adjustCredits, ordersPage, setPlan } from './operator.js';
export { createCoupon, listCoupons, setCouponDisabled } from './coupons.js';
export { listGoods, saveGoods } from './goods.js';
export { refundOrder, remainOf } from './refunds.js';
