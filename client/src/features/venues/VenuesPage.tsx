export function VenuesPage() {
  return (
    <section className="container">
      <h1>Venues</h1>
    </section>
  );
}
