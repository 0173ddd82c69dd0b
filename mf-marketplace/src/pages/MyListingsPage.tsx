// Scaffold: replaced by the page's feature in the marketplace work under way.
export default function MyListingsPage() {
  return <h1>MyListingsPage</h1>;
}
