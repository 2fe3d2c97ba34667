import { Link } from 'react-router-dom';

interface LoginRegisterLinksProps {
  login: string;
  register: string;
  /** On the brand band: light buttons; elsewhere the primary colour. */
  onBrand?: boolean;
}

/** The way in for a visitor: log in, or create an account. */
export default function LoginRegisterLinks({
  login,
  register,
  onBrand = false,
}: LoginRegisterLinksProps) {
  const tone = onBrand ? 'light' : 'primary';
  return (
    <>
      <Link to="/login" className={`btn btn-${tone} btn-lg`}>
        {login}
      </Link>
      <Link to="/register" className={`btn btn-outline-${tone} btn-lg`}>
        {register}
      </Link>
    </>
  );
}
