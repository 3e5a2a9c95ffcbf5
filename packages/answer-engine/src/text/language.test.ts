import { describe, expect, it } from 'vitest';
import { isSpanish } from './language.ts';

describe('isSpanish', () => {
  it.each([
    '¿Cómo pago mi factura en línea?',
    'mi internet no funciona',
    'quiero cancelar mi servicio',
    'no tengo señal en mi celular',
    'se me olvidó la contraseña',
    'el wifi está muy lento',
    'como cambio mi plan',
    '¿Hay una interrupción en mi zona?',
    'necesito hablar con alguien por favor',
    // Short questions: one Spanish word that is no English word is enough.
    'factura',
    'internet lento',
    'no tengo internet',
    'hablas espanol',
    'ayuda',
  ])('reads "%s" as Spanish', (question) => {
    expect(isSpanish(question)).toBe(true);
  });

  it.each([
    'how do I pay my bill online',
    'do you have customer service en español',
    'how do I get Spanish channels like Univision',
    'moving to El Paso next month, can I keep my internet',
    'my son José broke his phone screen',
    'no signal on my phone at the café',
    'is Telemundo in my lineup',
    'como',
    'con edison bill',
    'el paso store hours',
    '',
  ])('reads "%s" as English (names, loanwords and shared words are not enough)', (question) => {
    expect(isSpanish(question)).toBe(false);
  });
});
