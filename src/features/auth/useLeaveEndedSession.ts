import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { leftForLogin } from '../../state/auth';
import { selectLeavingForLogin } from '../../state/auth';

/** A tab whose session another tab ended shows /login, whatever page it was on. */
export function useLeaveEndedSession(): void {
  const leaving = useAppSelector(selectLeavingForLogin);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!leaving) return;
    dispatch(leftForLogin());
    navigate('/login', { replace: true });
  }, [leaving, dispatch, navigate]);
}
