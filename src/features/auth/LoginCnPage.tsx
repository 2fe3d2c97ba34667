import { useEffect } from 'react';
import { changeLanguage, currentLanguage } from '../../i18n';
import LoginPage from './LoginPage';

/** The Chinese entry point: the same login, in Traditional Chinese. */
export default function LoginCnPage() {
  useEffect(() => {
    if (currentLanguage() !== 'cn') void changeLanguage('cn');
  }, []);
  return <LoginPage />;
}
