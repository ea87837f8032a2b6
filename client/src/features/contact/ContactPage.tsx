export function ContactPage() {
  return (
    <section className="container">
      <h1>Contact</h1>
    </section>
  );
}
