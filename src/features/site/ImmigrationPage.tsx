// Placeholder until the page lands; replaced by its issue.
export default function Page() {
  return null;
}
