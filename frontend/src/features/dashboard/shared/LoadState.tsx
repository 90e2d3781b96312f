import { Alert, Button, Spinner } from '@bestelklaar/design-system';
import { messageOf } from '../../../api/api-error';

interface LoadingQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

export interface LoadStateProps {
  query: LoadingQuery;
  /** What the spinner says: 'Team laden…'. */
  loading: string;
  /** What the alert says when the server gave no message of its own. */
  fallback: string;
}

/**
 * A section's first read while it is under way or failed: a spinner, or the server's message with
 * 'Opnieuw proberen'. Nothing once the answer is there.
 */
export function LoadState({ query, loading, fallback }: LoadStateProps) {
  if (query.isPending) return <Spinner label={loading} />;
  if (!query.isError) return null;
  return (
    <Alert tone="error">
      {messageOf(query.error, fallback)}{' '}
      <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
        Opnieuw proberen
      </Button>
    </Alert>
  );
}
