import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import Spinner from '../../components/Spinner';
import { logout } from './logout';

export default function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(logout('user'));
    navigate('/login', { replace: true });
  }, [dispatch, navigate]);
  return <Spinner />;
}
