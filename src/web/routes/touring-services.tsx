export default function TouringServicesPage() {
  return <h1>TouringServices</h1>;
}
