import { CheckCodeRequest, Email, PlainPasswordSignIn, SetPasswordForm, V } from '@framecast/contract';
import { z } from 'zod';

/** Form schemas built from the contract's field rules (spec 000 §5 wording lives there). */
export const SignInSchema = z.object({ email: Email, password: PlainPasswordSignIn });
export const EmailSchema = z.object({ email: Email });
export const CodeStepSchema = z.object({
  email: Email,
  code: z.string().trim().min(1, V.codeRequired).pipe(CheckCodeRequest.shape.code),
});
export { SetPasswordForm };
