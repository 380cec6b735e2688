// Texts of the account e-mails (Spanish, plain text with a simple HTML twin).
export function recoveryMail(link: string) {
  const text = [
    'Hola:',
    '',
    'Recibimos una solicitud para cambiar la contraseña de tu cuenta de JIT.',
    `Para elegir una nueva, abre este enlace (vence en 1 hora y sirve una sola vez):`,
    '',
    link,
    '',
    'Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
  ].join('\n');
  const html = `<p>Hola:</p><p>Recibimos una solicitud para cambiar la contraseña de tu cuenta de JIT.</p>
<p><a href="${link}">Elegir una contraseña nueva</a> (vence en 1 hora y sirve una sola vez).</p>
<p>Si no fuiste tú, ignora este correo: tu contraseña no cambia.</p>`;
  return { subject: 'JIT: recupera tu contraseña', text, html };
}
