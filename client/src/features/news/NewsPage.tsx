export function NewsPage() {
  return (
    <section className="container">
      <h1>News</h1>
    </section>
  );
}
