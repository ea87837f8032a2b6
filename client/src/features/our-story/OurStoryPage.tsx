export function OurStoryPage() {
  return (
    <section className="container">
      <h1>Our Story</h1>
    </section>
  );
}
