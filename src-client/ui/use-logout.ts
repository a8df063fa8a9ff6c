import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { MSG } from '@shared/messages';
import { clearSession } from '../session/storage';
import { clearAllFormDrafts } from '../forms/form-draft';

export function useLogout(): () => void {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return () => {
    clearSession();
    // A person who signs out leaves nothing half-typed behind (an expiry keeps it for the next sign-in).
    clearAllFormDrafts();
    queryClient.clear();
    toast.success(MSG.logoutSuccess);
    navigate('/');
  };
}
