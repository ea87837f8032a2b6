export function DirectorsPage() {
  return (
    <section className="container">
      <h1>Director's Office</h1>
    </section>
  );
}
