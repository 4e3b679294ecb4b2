import { ContactMessage } from '../../../domain/contact-message.entity';
import { contactMail } from './send-contact-message.handler';

describe('the mail sent to support for a contact message', () => {
  it('goes to the support address, answers to the visitor and carries the text verbatim', () => {
    const message = new ContactMessage('  Ada Lovelace ', 'ada@example.com', '<b>Hello</b>\nSecond line');
    const mail = contactMail(message, 'support@liveqr.example');
    expect(mail).toMatchObject({
      to: 'support@liveqr.example',
      replyTo: 'ada@example.com',
      subject: 'Contact form: Ada Lovelace',
    });
    expect(mail.text).toContain('From: Ada Lovelace <ada@example.com>');
    expect(mail.text).toContain('<b>Hello</b>\nSecond line');
    expect(mail).not.toHaveProperty('html');
  });

  it('refuses a message without text', () => {
    expect(() => new ContactMessage('Ada', 'ada@example.com', '   ')).toThrow();
  });
});
