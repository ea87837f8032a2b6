export function HomePage() {
  return (
    <section className="container">
      <h1>Home</h1>
    </section>
  );
}
