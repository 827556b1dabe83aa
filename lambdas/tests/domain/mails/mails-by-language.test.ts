import { describe, expect, it } from 'vitest';
import { closureCodeMail } from '../../../src/domain/accounts/closure/closure-code-mail.ts';
import { confirmationMail } from '../../../src/domain/payments/confirmation-mail.ts';
import { customDeliveryMail } from '../../../src/domain/quotes/delivery-mail.ts';
import { refundMail } from '../../../src/domain/refunds/refund-mail.ts';
import { order, SHOP, SITE } from './mail-fixtures.ts';

describe("the buyer's mails follow the language of the order", () => {
  it('an order placed from the French shop is confirmed in French, with the French download page', () => {
    const mail = confirmationMail(order({ language: 'fr' }), SITE, SHOP);

    expect(mail.kind).toBe('order-confirmation');
    expect(mail.subject).toBe('Vos plans Tema House Plans sont prêts\u202f: Villa Lomé (INV-89ABCDEF)');
    expect(mail.text).toContain('Merci pour votre achat.');
    expect(mail.text).toContain('Formule\u202f: Standard');
    expect(mail.text).toContain('Montant payé\u202f: 12\u202f500,50\u202f₵ (GHS)');
    expect(mail.text).toContain(`Téléchargez vos fichiers ici\u202f: ${SITE}/fr/download/ord_0123456789abcdef`);
    expect(mail.text).toContain('jusqu’au 27 novembre 2026');
    expect(mail.text).not.toContain('Thank you');
  });

  it('an order without a language (older rows) or in English keeps the English mail', () => {
    for (const language of [undefined, 'en'] as const) {
      const mail = confirmationMail(order({ language }), SITE, SHOP);

      expect(mail.text).toContain('Thank you for your purchase.');
      expect(mail.text).toContain('Amount paid: ₵12,500.50 (GHS)');
      expect(mail.text).toContain(`${SITE}/download/ord_0123456789abcdef`);
    }
  });

  it('a French order is refunded in French', () => {
    const mail = refundMail(order({ language: 'fr', status: 'refunded' }), SHOP);

    expect(mail.subject).toContain('Votre remboursement');
    expect(mail.text).toContain('Montant remboursé\u202f: 12\u202f500,50\u202f₵ (GHS)');
    expect(mail.text).toContain('ne fonctionnent plus');
  });

  it("a paid quote's French receipt writes its amount and its labels the French way", () => {
    const mail = confirmationMail(order({ language: 'fr', kind: 'quote', request_id: 'req-42' }), SITE, SHOP);

    expect(mail.subject).toBe('Votre devis est payé\u202f: demande req-42 (INV-89ABCDEF)');
    expect(mail.text).toContain('Montant payé\u202f: 12\u202f500,50\u202f₵ (GHS)');
    expect(mail.text).toContain(`Vos commandes\u202f: ${SITE}/fr/user/orders`);
    expect(mail.text).not.toMatch(/[^\u202f][:;] /);
  });

  it('the custom delivery and the closure code mails put a narrow no-break space before the colon in French', () => {
    const delivery = customDeliveryMail(order({ language: 'fr' }), 'req-42', ['a.pdf'], SITE, SHOP);
    const code = closureCodeMail({ to: 'ama@example.com', language: 'fr', code: '123456', siteUrl: SITE });

    expect(delivery.subject).toBe('Vos plans personnalisés sont prêts\u202f: Villa Lomé (demande req-42)');
    expect(delivery.text).toContain('marqués à votre nom\u202f: a.pdf.');
    expect(code.subject).toBe('Code de fermeture de votre compte Tema House Plans\u202f: 123456');
    expect(code.text).toContain('Si vous n’avez pas demandé');
  });

  it('an English quote receipt, delivery and closure code keep their words', () => {
    const receipt = confirmationMail(order({ language: 'en', kind: 'quote', request_id: 'req-42' }), SITE, SHOP);
    const delivery = customDeliveryMail(order({ language: 'en' }), 'req-42', ['a.pdf'], SITE, SHOP);
    const code = closureCodeMail({ to: 'ama@example.com', language: 'en', code: '123456', siteUrl: SITE });

    expect(receipt.subject).toBe('Your quote is paid: request req-42 (INV-89ABCDEF)');
    expect(receipt.text).toContain('Amount paid: ₵12,500.50 (GHS)');
    expect(delivery.subject).toBe('Your customized drawings are ready: Villa Lomé (request req-42)');
    expect(code.subject).toBe('Your Tema House Plans account closure code: 123456');
  });
});
