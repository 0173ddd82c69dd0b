// Scaffold: replaced by the page's feature in the marketplace work under way.
export default function MarketplacePage() {
  return <h1>MarketplacePage</h1>;
}
