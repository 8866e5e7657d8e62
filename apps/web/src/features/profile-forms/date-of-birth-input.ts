/** Digits of a DD-MM-YYYY date as typed, with the dashes put in for the borrower. */
export function formatDateOfBirthInput(input: string, previous: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  const text = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]
    .filter((part) => part !== '')
    .join('-');
  // Typing forward shows the next dash at once; deleting must not put back the dash just removed.
  const typingForward = input.length > previous.length;
  return typingForward && (digits.length === 2 || digits.length === 4) ? `${text}-` : text;
}
