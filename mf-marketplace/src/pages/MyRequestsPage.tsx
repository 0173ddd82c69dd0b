// Scaffold: replaced by the page's feature in the marketplace work under way.
export default function MyRequestsPage() {
  return <h1>MyRequestsPage</h1>;
}
