export function HelabojunPage() {
  return (
    <section className="container">
      <h1>Helabojun</h1>
    </section>
  );
}
