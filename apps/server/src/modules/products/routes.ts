import { calls } from '@framecast/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { analysisDetail, deleteProduct, listProducts, productDetail, saveProduct, startAnalysis } from './service.js';

export function productRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.urlAnalyze, ({ input, actor }) => startAnalysis(ctx, actor, input));
  registerCall(app, opts, calls.urlAnalysisDetail, ({ input, actor }) => analysisDetail(ctx, actor, input.id));
  registerCall(app, opts, calls.productList, ({ input, actor }) => listProducts(ctx, actor, input));
  registerCall(app, opts, calls.productDetail, ({ input, actor }) => productDetail(ctx, actor, input.id));
  registerCall(app, opts, calls.productSave, ({ input, actor }) => saveProduct(ctx, actor, input));
  registerCall(app, opts, calls.productDelete, ({ input, actor }) => deleteProduct(ctx, actor, input.id));
}
