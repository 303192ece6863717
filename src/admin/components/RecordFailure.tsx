/** What a record's screen (an enquiry, a customer) shows when the record could not be read (useRecord's failure). */
import type { ReactNode } from 'react';

interface RecordFailureProps {
  /** The screen's section classes. */
  className: string;
  /** The link back to the list. */
  back: ReactNode;
  failure: { status: number; message: string };
  texts: { notFound: string; notLoaded: string; tryAgain: string };
  onRetry: () => void;
}

/** A record that does not exist says so; any other failure offers Try again. */
export function RecordFailure({ className, back, failure, texts, onRetry }: RecordFailureProps) {
  return (
    <section className={className}>
      {back}
      <h1>{failure.status === 404 ? texts.notFound : texts.notLoaded}</h1>
      <p role="alert">{failure.message}</p>
      {failure.status !== 404 && (
        <button type="button" className="button" onClick={onRetry}>
          {texts.tryAgain}
        </button>
      )}
    </section>
  );
}
