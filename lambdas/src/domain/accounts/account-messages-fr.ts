import { BUSINESS } from '@shop/shared/business';
import type { AccountMessages } from './account-messages.ts';

/** The account mails in French (decision 0028): "vous", French typography, the same facts as the English ones. */
const closing = [
  `Des questions\u202f? Appelez-nous au ${BUSINESS.phones[0]}.`,
  `${BUSINESS.name}, ${BUSINESS.address}`,
];

export const FRENCH_ACCOUNT_MESSAGES: AccountMessages = {
  'sign-up': ({ code }) => ({
    subject: `Votre code de vérification ${BUSINESS.name}`,
    paragraphs: [
      `Bienvenue chez ${BUSINESS.name}\u202f!`,
      'Merci d’avoir créé votre compte. Pour confirmer votre adresse e-mail, saisissez ce code sur notre site\u202f:',
      code,
      'Ce code est valable 24\u00a0heures. Si vous n’avez pas créé de compte, ignorez simplement cet e-mail\u202f: aucun compte n’est ouvert sans ce code.',
      ...closing,
    ],
  }),
  'resend-code': ({ code }) => ({
    subject: `Votre nouveau code de vérification ${BUSINESS.name}`,
    paragraphs: [
      'Voici votre nouveau code pour confirmer votre adresse e-mail\u202f:',
      code,
      'Il remplace tout code envoyé auparavant et reste valable 24\u00a0heures.',
      ...closing,
    ],
  }),
  'forgot-password': ({ code }) => ({
    subject: `Réinitialisez votre mot de passe ${BUSINESS.name}`,
    paragraphs: [
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Saisissez ce code sur notre site pour choisir un nouveau mot de passe\u202f:',
      code,
      'Ce code est valable 1\u00a0heure. Si vous n’avez rien demandé, ignorez cet e-mail\u202f: votre mot de passe reste inchangé.',
      ...closing,
    ],
  }),
  'verify-email': ({ code }) => ({
    subject: `Confirmez votre adresse e-mail pour ${BUSINESS.name}`,
    paragraphs: [
      'Saisissez ce code sur notre site pour confirmer votre adresse e-mail\u202f:',
      code,
      'Si vous n’avez rien demandé, ignorez cet e-mail.',
      ...closing,
    ],
  }),
  invitation: ({ code, username, siteUrl }) => ({
    subject: `Votre invitation à ${BUSINESS.name}`,
    paragraphs: [
      `Un compte a été créé pour vous sur ${BUSINESS.name}.`,
      `Connectez-vous ${siteUrl ? `sur ${siteUrl}/fr ` : 'sur notre site '}avec votre adresse e-mail et ce mot de passe temporaire\u202f:`,
      code,
      `Votre nom d’utilisateur\u202f: ${username}`,
      'À votre première connexion, vous choisirez votre propre mot de passe. Le mot de passe temporaire est valable 7\u00a0jours.',
      ...closing,
    ],
  }),
};
