/**
 * A file's name, always laid out left to right in its own isolate: in a right-to-left line
 * «نمونه-13.pdf» read «نمونه-pdf.13», the extension cut from its dot.
 */
export function FileName({ name }: { name: string }) {
  return (
    <bdi dir="ltr" data-testid="file-name">
      {name}
    </bdi>
  );
}
