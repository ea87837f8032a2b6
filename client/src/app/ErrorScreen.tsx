import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** SPEC.md: unknown routes show "Unexpected Application Error!" followed by the error message. */
export function ErrorScreen() {
  const error = useRouteError();
  return (
    <main className="error-screen" id="main">
      <h1>Unexpected Application Error!</h1>
      <p className="error-screen__message">{describe(error)}</p>
      <p>
        <Link to="/" className="button button--primary">
          Back to the park
        </Link>
      </p>
    </main>
  );
}
