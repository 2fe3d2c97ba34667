/** A field's message; role="alert" so it is read out when it appears. */
export default function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="req-error" role="alert">
      {text}
    </p>
  );
}
