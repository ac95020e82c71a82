import { ForgotPasswordPage } from '@/components/account/forgot-password-page';

export default ForgotPasswordPage;
