import { describe, expect, it } from 'vitest';
import { intentsOf, nameWordsOf } from './offline-intents.js';

describe('intentsOf', () => {
  it('recognises the common questions in the five languages', () => {
    expect(intentsOf('Summarize my pipeline')).toEqual(['pipeline']);
    expect(intentsOf('Who are my top prospects?')).toEqual(['top']);
    expect(intentsOf('¿Qué tareas tengo vencidas?')).toEqual(['overdue']);
    expect(intentsOf('Comment va mon équipe ?')).toEqual(['team']);
    expect(intentsOf('Wie hoch sind meine Provisionen diesen Monat?')).toEqual(['commissions']);
    expect(intentsOf('Что делать дальше?')).toEqual(['actions']);
    expect(intentsOf('Напиши сообщение для Марии')).toEqual(['draft']);
    expect(intentsOf('Quelles relances sont en retard ?')).toEqual(['overdue']);
  });

  it('finds several questions in one message, and none in small talk', () => {
    expect(intentsOf('Pipeline overview and my commissions')).toEqual(['pipeline', 'commissions']);
    expect(intentsOf('Hello there')).toEqual([]);
    expect(intentsOf('translate this')).toEqual([]);
  });
});

describe('nameWordsOf', () => {
  it('takes the capitalised words after the first, else the distinct words of three letters or more', () => {
    expect(nameWordsOf('Draft a message for María, she will love it')).toEqual(['maría']);
    expect(nameWordsOf('draft a message for maría and maría')).toEqual(['draft', 'message', 'for', 'maría', 'and']);
  });

  it('reads "promising" in a request to write as no ranking question', () => {
    expect(intentsOf('Write to Sofia promising results')).toEqual(['draft']);
  });
});
