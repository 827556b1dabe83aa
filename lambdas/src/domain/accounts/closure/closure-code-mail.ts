import { CLOSURE_CODE_MINUTES } from '@shop/shared/accounts/account-closure';
import type { OutgoingMail } from '../../ports/mailer.ts';

/** The code that confirms closing the account, in the person's language; it says what to do if they did not ask. */
export function closureCodeMail(input: {
  to: string;
  language: 'en' | 'fr';
  code: string;
  siteUrl: string;
}): OutgoingMail {
  const site = input.siteUrl.replace(/\/+$/, '');
  if (input.language === 'fr') {
    return {
      kind: 'account-closure-code',
      to: input.to,
      subject: `Code de fermeture de votre compte Tema House Plans : ${input.code}`,
      text: [
        'Bonjour,',
        '',
        `Pour confirmer la fermeture de votre compte, saisissez ce code sur votre profil : ${input.code}`,
        `Il est valable ${CLOSURE_CODE_MINUTES} minutes, une seule fois.`,
        '',
        "Si vous n'avez pas demandé à fermer votre compte, ignorez ce message : rien ne change sans ce code, et changez votre mot de passe.",
        '',
        `Tema House Plans — ${site}`,
      ].join('\n'),
    };
  }
  return {
    kind: 'account-closure-code',
    to: input.to,
    subject: `Your Tema House Plans account closure code: ${input.code}`,
    text: [
      'Hello,',
      '',
      `To confirm closing your account, enter this code on your profile: ${input.code}`,
      `It works once, for ${CLOSURE_CODE_MINUTES} minutes.`,
      '',
      'If you did not ask to close your account, ignore this mail: nothing changes without this code, and change your password.',
      '',
      `Tema House Plans — ${site}`,
    ].join('\n'),
  };
}
