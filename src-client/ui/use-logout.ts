import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { MSG } from '@shared/messages';
import { clearSession } from '../session/storage';

export function useLogout(): () => void {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return () => {
    clearSession();
    queryClient.clear();
    toast.success(MSG.logoutSuccess);
    navigate('/');
  };
}
