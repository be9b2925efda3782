export function App() {
  return (
    <main>
      <h1>Blend Kopimu Sendiri</h1>
    </main>
  );
}
