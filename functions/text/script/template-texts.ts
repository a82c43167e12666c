import type { ScriptLanguage, ScriptTone, ScriptType } from './draft.js';

/**
 * The template's words in the four languages of the dashboard. `{topic}`, `{audience}` and `{n}` are filled in;
 * bracketed parts are where the customer writes their own words.
 */

export type SectionKind =
  | 'hook'
  | 'intro'
  | 'opening'
  | 'agenda'
  | 'objectives'
  | 'point'
  | 'demo'
  | 'exercise'
  | 'cta'
  | 'summary'
  | 'qa'
  | 'closing';

export interface TemplateTexts {
  /** First line of every template: it is not an AI's script. */
  readonly notice: string;
  readonly brief: string;
  readonly audience: string;
  readonly types: Record<ScriptType, string>;
  readonly tones: Record<ScriptTone, string>;
  readonly sections: Record<SectionKind, { readonly heading: string; readonly text: string }>;
}

const pt: TemplateTexts = {
  notice:
    'MODELO (sem IA): nenhum modelo de linguagem está configurado neste ambiente, então este é um roteiro-modelo ' +
    'com a estrutura e os tempos prontos. Substitua os trechos entre colchetes pelo seu texto.',
  brief: 'Formato: {type} · Duração: {duration} min · Tom: {tone} · Público: {audience}',
  audience: 'o seu público',
  types: {
    youtube: 'vídeo do YouTube',
    podcast: 'podcast',
    presentation: 'apresentação',
    webinar: 'webinar',
    course: 'aula de curso',
  },
  tones: {
    casual: 'descontraído',
    professional: 'profissional',
    friendly: 'amigável',
    educational: 'educativo',
    entertaining: 'divertido',
    formal: 'formal',
  },
  sections: {
    hook: {
      heading: 'Gancho',
      text: 'Abra com uma pergunta ou um dado surpreendente sobre {topic} que prenda {audience} nos primeiros segundos. [Frase de abertura]',
    },
    intro: {
      heading: 'Introdução',
      text: 'Diga o que {audience} vai descobrir sobre {topic} e por que isso importa agora. [A promessa do conteúdo em uma frase]',
    },
    opening: {
      heading: 'Abertura',
      text: 'Dê as boas-vindas, apresente o tema — {topic} — e quem está falando. [Saudação e apresentação]',
    },
    agenda: {
      heading: 'Agenda',
      text: 'Conte em que ordem os assuntos vão aparecer: [assunto 1], [assunto 2], [assunto 3].',
    },
    objectives: {
      heading: 'Objetivos da aula',
      text: 'Ao final, {audience} será capaz de: [objetivo 1]; [objetivo 2].',
    },
    point: {
      heading: 'Parte {n}',
      text: 'Explique um aspecto de {topic}, dê um exemplo concreto e mostre como {audience} pode aplicá-lo. [Ideia principal] [Exemplo] [Como aplicar]',
    },
    demo: {
      heading: 'Demonstração',
      text: 'Mostre {topic} na prática, passo a passo. [O que aparece na tela em cada passo]',
    },
    exercise: {
      heading: 'Exercício',
      text: 'Proponha uma atividade curta para praticar {topic}. [Enunciado] [Resultado esperado]',
    },
    cta: {
      heading: 'Chamada para ação',
      text: 'Peça uma ação clara: inscrever-se, comentar ou experimentar o que foi mostrado. [Sua chamada]',
    },
    summary: {
      heading: 'Resumo',
      text: 'Retome em poucas frases o que foi dito sobre {topic}. [Ponto-chave 1] [Ponto-chave 2] [Ponto-chave 3]',
    },
    qa: {
      heading: 'Perguntas e respostas',
      text: 'Abra espaço para perguntas e tenha respostas prontas para as dúvidas mais prováveis sobre {topic}. [Pergunta provável] [Resposta]',
    },
    closing: { heading: 'Encerramento', text: 'Agradeça a atenção e diga qual é o próximo passo. [Despedida]' },
  },
};

const en: TemplateTexts = {
  notice:
    'TEMPLATE (no AI): no language model is configured in this environment, so this is a template script with the ' +
    'structure and timing ready. Replace the bracketed parts with your own words.',
  brief: 'Format: {type} · Duration: {duration} min · Tone: {tone} · Audience: {audience}',
  audience: 'your audience',
  types: {
    youtube: 'YouTube video',
    podcast: 'podcast',
    presentation: 'presentation',
    webinar: 'webinar',
    course: 'course lesson',
  },
  tones: {
    casual: 'casual',
    professional: 'professional',
    friendly: 'friendly',
    educational: 'educational',
    entertaining: 'entertaining',
    formal: 'formal',
  },
  sections: {
    hook: {
      heading: 'Hook',
      text: 'Open with a question or a surprising fact about {topic} that grabs {audience} in the first seconds. [Opening line]',
    },
    intro: {
      heading: 'Introduction',
      text: 'Say what {audience} will learn about {topic} and why it matters now. [The promise in one sentence]',
    },
    opening: {
      heading: 'Opening',
      text: 'Welcome everyone, introduce the topic — {topic} — and who is speaking. [Greeting and introduction]',
    },
    agenda: { heading: 'Agenda', text: 'Tell the order of the subjects: [subject 1], [subject 2], [subject 3].' },
    objectives: {
      heading: 'Lesson objectives',
      text: 'By the end, {audience} will be able to: [objective 1]; [objective 2].',
    },
    point: {
      heading: 'Part {n}',
      text: 'Explain one aspect of {topic}, give a concrete example and show how {audience} can apply it. [Main idea] [Example] [How to apply it]',
    },
    demo: {
      heading: 'Demonstration',
      text: 'Show {topic} in practice, step by step. [What is on screen at each step]',
    },
    exercise: { heading: 'Exercise', text: 'Set a short activity to practise {topic}. [Task] [Expected result]' },
    cta: {
      heading: 'Call to action',
      text: 'Ask for one clear action: subscribe, comment or try what was shown. [Your call to action]',
    },
    summary: {
      heading: 'Summary',
      text: 'Recap in a few sentences what was said about {topic}. [Key point 1] [Key point 2] [Key point 3]',
    },
    qa: {
      heading: 'Questions and answers',
      text: 'Open the floor and have answers ready for the most likely questions about {topic}. [Likely question] [Answer]',
    },
    closing: { heading: 'Closing', text: 'Thank everyone and say what the next step is. [Sign-off]' },
  },
};

const es: TemplateTexts = {
  notice:
    'PLANTILLA (sin IA): no hay ningún modelo de lenguaje configurado en este entorno, así que este es un guion de ' +
    'plantilla con la estructura y los tiempos listos. Sustituye las partes entre corchetes por tu propio texto.',
  brief: 'Formato: {type} · Duración: {duration} min · Tono: {tone} · Público: {audience}',
  audience: 'tu público',
  types: {
    youtube: 'vídeo de YouTube',
    podcast: 'pódcast',
    presentation: 'presentación',
    webinar: 'webinar',
    course: 'clase de curso',
  },
  tones: {
    casual: 'informal',
    professional: 'profesional',
    friendly: 'cercano',
    educational: 'educativo',
    entertaining: 'entretenido',
    formal: 'formal',
  },
  sections: {
    hook: {
      heading: 'Gancho',
      text: 'Empieza con una pregunta o un dato sorprendente sobre {topic} que atrape a {audience} en los primeros segundos. [Frase inicial]',
    },
    intro: {
      heading: 'Introducción',
      text: 'Di qué va a descubrir {audience} sobre {topic} y por qué importa ahora. [La promesa en una frase]',
    },
    opening: {
      heading: 'Apertura',
      text: 'Da la bienvenida, presenta el tema — {topic} — y a quien habla. [Saludo y presentación]',
    },
    agenda: { heading: 'Agenda', text: 'Cuenta el orden de los temas: [tema 1], [tema 2], [tema 3].' },
    objectives: { heading: 'Objetivos de la clase', text: 'Al final, {audience} podrá: [objetivo 1]; [objetivo 2].' },
    point: {
      heading: 'Parte {n}',
      text: 'Explica un aspecto de {topic}, da un ejemplo concreto y muestra cómo {audience} puede aplicarlo. [Idea principal] [Ejemplo] [Cómo aplicarlo]',
    },
    demo: {
      heading: 'Demostración',
      text: 'Muestra {topic} en la práctica, paso a paso. [Qué aparece en pantalla en cada paso]',
    },
    exercise: {
      heading: 'Ejercicio',
      text: 'Propón una actividad corta para practicar {topic}. [Enunciado] [Resultado esperado]',
    },
    cta: {
      heading: 'Llamada a la acción',
      text: 'Pide una acción clara: suscribirse, comentar o probar lo que se mostró. [Tu llamada]',
    },
    summary: {
      heading: 'Resumen',
      text: 'Repasa en pocas frases lo dicho sobre {topic}. [Idea clave 1] [Idea clave 2] [Idea clave 3]',
    },
    qa: {
      heading: 'Preguntas y respuestas',
      text: 'Abre el turno de preguntas y ten listas respuestas para las dudas más probables sobre {topic}. [Pregunta probable] [Respuesta]',
    },
    closing: { heading: 'Cierre', text: 'Agradece la atención y di cuál es el siguiente paso. [Despedida]' },
  },
};

const fr: TemplateTexts = {
  notice:
    "MODÈLE (sans IA) : aucun modèle de langage n'est configuré dans cet environnement ; voici donc un script " +
    'modèle avec la structure et les durées prêtes. Remplacez les passages entre crochets par votre propre texte.',
  brief: 'Format : {type} · Durée : {duration} min · Ton : {tone} · Public : {audience}',
  audience: 'votre public',
  types: {
    youtube: 'vidéo YouTube',
    podcast: 'podcast',
    presentation: 'présentation',
    webinar: 'webinaire',
    course: 'leçon de cours',
  },
  tones: {
    casual: 'décontracté',
    professional: 'professionnel',
    friendly: 'chaleureux',
    educational: 'pédagogique',
    entertaining: 'divertissant',
    formal: 'formel',
  },
  sections: {
    hook: {
      heading: 'Accroche',
      text: 'Ouvrez sur une question ou un chiffre étonnant à propos de {topic} qui capte {audience} dès les premières secondes. [Phrase d’ouverture]',
    },
    intro: {
      heading: 'Introduction',
      text: 'Dites ce que {audience} va découvrir sur {topic} et pourquoi c’est important maintenant. [La promesse en une phrase]',
    },
    opening: {
      heading: 'Ouverture',
      text: 'Souhaitez la bienvenue, présentez le sujet — {topic} — et qui parle. [Salutation et présentation]',
    },
    agenda: { heading: 'Programme', text: 'Annoncez l’ordre des sujets : [sujet 1], [sujet 2], [sujet 3].' },
    objectives: { heading: 'Objectifs de la leçon', text: 'À la fin, {audience} saura : [objectif 1] ; [objectif 2].' },
    point: {
      heading: 'Partie {n}',
      text: 'Expliquez un aspect de {topic}, donnez un exemple concret et montrez comment {audience} peut l’appliquer. [Idée principale] [Exemple] [Mise en pratique]',
    },
    demo: {
      heading: 'Démonstration',
      text: 'Montrez {topic} en pratique, étape par étape. [Ce qui est à l’écran à chaque étape]',
    },
    exercise: {
      heading: 'Exercice',
      text: 'Proposez une courte activité pour pratiquer {topic}. [Consigne] [Résultat attendu]',
    },
    cta: {
      heading: 'Appel à l’action',
      text: 'Demandez une action claire : s’abonner, commenter ou essayer ce qui a été montré. [Votre appel]',
    },
    summary: {
      heading: 'Résumé',
      text: 'Reprenez en quelques phrases ce qui a été dit sur {topic}. [Point clé 1] [Point clé 2] [Point clé 3]',
    },
    qa: {
      heading: 'Questions-réponses',
      text: 'Ouvrez les questions et préparez des réponses aux doutes les plus probables sur {topic}. [Question probable] [Réponse]',
    },
    closing: { heading: 'Conclusion', text: 'Remerciez et indiquez la prochaine étape. [Mot de la fin]' },
  },
};

export const templateTexts: Record<ScriptLanguage, TemplateTexts> = { pt, en, es, fr };
