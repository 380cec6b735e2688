import { useNavigate } from 'react-router-dom';
import { ErrorPage } from '@jit/ui';

/** 404: 'La página que buscas no se encuentra.' with INICIO to the root (spec 1 §2). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <ErrorPage
      notFound
      onHome={() => void navigate('/')}
      onReload={() => window.location.reload()}
    />
  );
}
