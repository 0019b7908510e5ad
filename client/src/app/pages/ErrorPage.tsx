import { useSearchParams } from 'react-router-dom';

import { ErrorView, parseStatus } from '../../shared/components/ErrorView';

/** /error?status=404&message=… */
export function ErrorPage() {
  const [params] = useSearchParams();
  return <ErrorView status={parseStatus(params.get('status'))} message={params.get('message')} />;
}
