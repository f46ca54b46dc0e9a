// Plain CSS inside the shadow root: it styles only the calculator and `all: initial` keeps the host page's
// inherited styles out, so embedding never restyles the page and the page never restyles the calculator.
export const EMBED_CSS = `
:host { all: initial; display: block; box-sizing: border-box; max-width: 40rem; padding: 1.25rem; border: 1px solid #d4d4d8;
  border-radius: 0.5rem; background: #fff; color: #18181b; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: inherit; }
[hidden] { display: none !important; }
h2 { margin: 0 0 1rem; font-size: 1.25rem; line-height: 1.3; }
form { display: grid; gap: 1rem; }
.more { display: grid; gap: 1rem; }
label, legend { font-weight: 600; }
.req { color: #b91c1c; margin-inline-start: 0.15rem; }
select, input[type="text"] { display: block; width: 100%; margin-top: 0.25rem; padding: 0.5rem 0.625rem; font: inherit; color: inherit;
  background: #fff; border: 1px solid #71717a; border-radius: 0.375rem; }
[aria-invalid="true"] { border-color: #b91c1c; }
fieldset { margin: 0; padding: 0; border: 0; display: grid; gap: 0.5rem; }
.choices { display: flex; flex-wrap: wrap; gap: 1rem; }
.choices label { font-weight: 400; display: inline-flex; align-items: center; gap: 0.4rem; cursor: pointer; }
input[type="radio"] { width: 1.1rem; height: 1.1rem; margin: 0; accent-color: #1d4ed8; }
.money { position: relative; }
.money span { position: absolute; left: 0.625rem; top: 50%; transform: translateY(-50%); color: #52525b; }
.money input { padding-left: 1.5rem; }
.note { margin: 0; font-size: 0.875rem; color: #52525b; }
.error { margin: 0.25rem 0 0; font-size: 0.875rem; color: #b91c1c; }
button { justify-self: start; padding: 0.55rem 1.25rem; font: inherit; font-weight: 600; color: #fff; background: #1d4ed8;
  border: 0; border-radius: 0.375rem; cursor: pointer; }
button:disabled { opacity: 0.6; cursor: progress; }
:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.status { display: flex; align-items: center; gap: 0.75rem; margin-top: 1rem; }
.status:empty { display: none; }
.spinner { width: 1.25rem; height: 1.25rem; border: 3px solid #bfdbfe; border-top-color: #1d4ed8; border-radius: 50%;
  animation: spin 0.8s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 3s; } }
.failure { margin-top: 1rem; padding: 0.75rem 1rem; border-radius: 0.375rem; background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; }
.results { margin-top: 1.25rem; display: grid; gap: 1.25rem; }
table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
caption { text-align: start; font-weight: 600; margin-bottom: 0.5rem; }
th, td { padding: 0.4rem 0.6rem; border-bottom: 1px solid #e4e4e7; text-align: start; }
th:last-child, td:last-child { text-align: end; }
svg { display: block; width: 100%; height: auto; max-width: 560px; color: #3f3f46; }
`;
