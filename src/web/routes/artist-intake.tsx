export default function ArtistIntakePage() {
  return <h1>ArtistIntake</h1>;
}
