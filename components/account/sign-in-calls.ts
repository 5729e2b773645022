// What the sign-in form needs only once it is sent: the API's response schemas (zod) and the cabinet's prefetch;
// also what the links from letters need (/sign-in?confirm=, ?email=).
export { ApiError } from '@/api-client/http';
export { confirmByToken, login } from '@/api-client/user/auth';
export { completeSignIn } from './complete-sign-in';
export { confirmEmailChange } from './email-confirm';
