// Enhancements only: every form works without this file.
'use strict';

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.dataset.confirm) return;
  if (form.querySelector('input[name="confirmed"]')) return;
  if (!window.confirm(form.dataset.confirm)) {
    event.preventDefault();
    return;
  }
  // Confirmed here: the server skips its own confirmation page.
  const confirmed = document.createElement('input');
  confirmed.type = 'hidden';
  confirmed.name = 'confirmed';
  confirmed.value = 'yes';
  form.appendChild(confirmed);
});

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-copy]') : null;
  if (!button) return;
  const field = document.getElementById(button.getAttribute('data-copy'));
  if (!field) return;
  field.select();
  const done = () => {
    button.textContent = 'Copied';
    setTimeout(() => (button.textContent = 'Copy'), 2000);
  };
  if (navigator.clipboard) navigator.clipboard.writeText(field.value).then(done, () => document.execCommand('copy') && done());
  else if (document.execCommand('copy')) done();
});

document.addEventListener('change', (event) => {
  const box = event.target;
  if (!(box instanceof HTMLInputElement) || !box.dataset.selectAll) return;
  for (const other of box.form.querySelectorAll(`input[name="${box.dataset.selectAll}"]`)) other.checked = box.checked;
});
