// JSON that is safe inside an HTML `<script>` element (no `</script>` can close it early).

export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
