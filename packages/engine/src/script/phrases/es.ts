import { capFirst as C, listOf, type Phrasebook, type Slots } from './types.js';

// The product's gender is unknown ("la botella", "el termo"), so no line agrees with it: no "el tuyo",
// no "pensado", no "lo"; the voice talks to one listener, as ads do.
const forWhom = (s: Slots) => s.audience ?? 'cualquiera que quiera cosas que simplemente funcionen';
const ORDINALS = ['Primero', 'Segundo', 'Tercero', 'Cuarto', 'Quinto', 'Sexto', 'Séptimo', 'Octavo'];

export const es: Phrasebook = {
  label: 'Spanish',
  angles: {
    'problem-solution': {
      titles: [(s) => `${s.name}: problema resuelto`, (s) => `Deja de conformarte: conoce ${s.name}`, (s) => `La solución que buscabas: ${s.name}`],
      hooks: [
        (s) => (s.audience ? `${C(s.audience)}: esto es para ti.` : `Si algo en lo que confiabas te ha fallado alguna vez, escucha esto.`),
        () => `Conoces bien este problema, y aquí está la solución que estabas esperando.`,
      ],
      hookFollows: [(s) => `Te presentamos ${s.name}.`, (s) => `Hablemos de ${s.name}.`],
      problems: [
        () => `Quieres algo en lo que puedas confiar, pero la mayoría de las opciones fallan justo cuando más importa.`,
        (s) => `Para ${forWhom(s)}, elegir mal cuesta tiempo, dinero y paciencia.`,
        () => `Las opciones de siempre quedan bien en la foto y decepcionan en la vida real.`,
      ],
      benefitIntros: [(s) => `Justo para eso existe ${s.name}.`, (s) => `${s.name} lo resuelve.`],
      ctas: [(s) => `Pásate hoy a ${s.name}.`, (s) => `Prueba ${s.name} y nota la diferencia.`, (s) => `Consigue ${s.name} hoy mismo.`],
    },
    'benefits list': {
      titles: [(s) => `${s.name}, punto por punto`, (s) => `Todo lo que ${s.name} hace bien`, (s) => `La lista corta: ${s.name}`],
      hooks: [
        (s) => `Por esto ${s.name} merece un lugar en tu lista.`,
        (s) => `¿Quieres la versión corta? Esto es lo que hace especial a ${s.name}.`,
        (s) => `${s.name}, en pocas palabras.`,
      ],
      hookFollows: [() => `Vamos punto por punto.`, () => `Sin rodeos, solo los hechos.`],
      problems: [
        () => `Elegir bien no debería costarte horas leyendo opiniones.`,
        () => `Comparar agota cuando todas las etiquetas dicen lo mismo.`,
        () => `La mayoría de las fichas de producto esconden lo importante bajo un muro de texto.`,
      ],
      benefitIntros: [() => `Aquí va la lista.`, () => `Vamos a contarlas.`],
      ordinals: [(_s, f, i) => `${ORDINALS[i] ?? 'Además'}: ${C(f)}.`, (_s, f, i) => (i < 8 ? `Número ${i + 1}: ${C(f)}.` : `Y además: ${C(f)}.`)],
      ctas: [(s) => `Eso es ${s.name}. Pide hoy mismo.`, (s) => `Todo eso viene con ${s.name}. Haz tu pedido ya.`, (s) => `Añade ${s.name} a tu carrito hoy.`],
    },
    story: {
      titles: [(s) => `Un día con ${s.name}`, (s) => `El momento en que ${s.name} cobró sentido`, (s) => `Antes y después de ${s.name}`],
      hooks: [
        (s) => `Imagínalo: termina un día largo y lo único que no te ha fallado es ${s.name}.`,
        (s) => `Toda buena historia tiene un punto de inflexión. Esta empieza con ${s.name}.`,
        () => `Todo empezó con una pequeña molestia que volvía una y otra vez.`,
      ],
      hookFollows: [() => `¿Te suena? Quédate un momento.`, () => `Seguro que a ti también te ha pasado.`],
      problems: [
        () => `Cada día, la misma historia: algo que debía ser sencillo se convertía en un lío.`,
        () => `Seguías apañándote con algo que nunca acababa de funcionar.`,
        () => `En el fondo sabías que tenía que haber una forma mejor.`,
      ],
      benefitIntros: [(s) => `Entonces llegó ${s.name}.`, (s) => `Fue entonces cuando apareció ${s.name}.`],
      highlights: [
        (_s, f) => `De repente, todo era sencillo: ${C(f)}.`,
        (_s, f) => `${C(f)}, y así, sin más, una preocupación menos.`,
        (_s, f) => `Y entonces lo notas: ${C(f)}.`,
      ],
      ctas: [
        (s) => `Empieza hoy tu propia historia con ${s.name}.`,
        (s) => `Te toca: prueba ${s.name} y compruébalo.`,
        (s) => `Escribe tu próximo capítulo con ${s.name}. Pide hoy mismo.`,
      ],
    },
    question: {
      titles: [() => `¿Y si simplemente funcionara?`, (s) => `¿Preparado para ${s.name}?`, (s) => `La pregunta que responde ${s.name}`],
      hooks: [
        (s) => `${s.audience ? `${C(s.audience)}: ¿y` : '¿Y'} si lo que usas cada día por fin estuviera a tu altura?`,
        () => `¿Qué harías con una preocupación menos?`,
        () => `¿Alguna vez te has preguntado por qué unas cosas funcionan y otras nunca?`,
      ],
      hookFollows: [() => `Aquí tienes la respuesta.`, () => `Dame un momento y te lo enseño.`],
      problems: [
        () => `¿Cuántas veces te has conformado con lo segundo mejor?`,
        () => `¿Por qué aguantar algo que casi funciona?`,
        () => `¿Cuánto tiempo te roban cada semana las pequeñas molestias?`,
      ],
      benefitIntros: [(s) => `La respuesta es ${s.name}.`, (s) => `¿Y si pudiera ser más fácil? Con ${s.name}, lo es.`],
      highlights: [(_s, f) => `¿Te preocupan los detalles? ${C(f)}.`, (_s, f) => `¿Qué ganas tú? ${C(f)}.`],
      ctas: [
        (s) => `¿A qué esperas? Consigue ${s.name} hoy.`,
        (s) => `¿Para qué esperar? Prueba ${s.name} ya.`,
        (s) => `¿Todo listo? ${s.name} está a un clic.`,
      ],
    },
    'offer-first': {
      titles: [(s) => `${s.name}: la oferta`, (s) => `Por qué ${s.name} vale la pena`, (s) => `${s.name}, a tu alcance`],
      hooks: [
        (s) => (s.price ? `${s.name}, por solo ${s.price}. Te contamos por qué merece la pena.` : `Esto merece tu atención: ${s.name}.`),
        (s) => (s.price ? `${s.price}. Es todo lo que necesitas para tener ${s.name}.` : `¿Buscas algo que de verdad valga la pena? Te presentamos ${s.name}.`),
      ],
      hookFollows: [() => `Vamos al grano.`, () => `Cuanto más sabes, mejor pinta.`],
      problems: [
        () => `Lo bueno suele venir con un precio alto.`,
        () => `Pagar más no siempre significa obtener más.`,
        () => `Demasiadas veces pagas precios de lujo por resultados corrientes.`,
      ],
      benefitIntros: [() => `Esto es lo que te llevas.`, () => `Y esto es lo que incluye.`],
      ctas: [(s) => `Hazte con ${s.name} ahora.`, (s) => `No te lo pierdas: pide ${s.name} hoy.`, () => `Haz tu pedido hoy.`],
    },
  },
  highlights: [
    (_s, f) => `${C(f)}: una preocupación menos.`,
    (_s, f) => `${C(f)}. Es el detalle que marca la diferencia.`,
    (_s, f) => `${C(f)}. Así de simple.`,
    (_s, f) => `${C(f)}, y lo notarás cada día.`,
    (_s, f) => `Esto es lo que te llevas: ${C(f)}.`,
    (_s, f) => `${C(f)}. Porque los pequeños detalles importan.`,
  ],
  moreHighlights: [(_s, f) => `Y además: ${C(f)}.`, (_s, f) => `Y sí: ${C(f)}.`],
  describes: [(_s, f) => `${C(f)}.`, (_s, f) => `En pocas palabras: ${C(f)}.`, (_s, f) => `Resumiendo: ${C(f)}.`],
  problems: [
    () => `La mayoría de los productos prometen mucho y cumplen poco.`,
    () => `Ya has probado las opciones baratas, y nunca duran.`,
    () => `Y cuando algo falla, siempre es en el peor momento.`,
    () => `Acabas perdiendo más tiempo arreglando, cambiando y conformándote.`,
    () => `Es frustrante y, sinceramente, mereces algo mejor.`,
    () => `Conformarse con lo que «más o menos sirve» cansa enseguida.`,
    () => `Y mejor no hablar de los diseños bonitos que funcionan mal.`,
    () => `Lo básico no debería hacerte dudar.`,
    () => `Cada concesión parece pequeña, hasta que se acumulan.`,
    () => `Y cuanto más usas algo, más te estorban sus defectos.`,
  ],
  benefits: [
    () => `Se adapta a tu día, y no al revés.`,
    () => `Menos complicaciones y más tiempo para lo que de verdad te importa.`,
    () => `Simplemente funciona, día tras día.`,
    () => `Fácil de usar desde el primer momento.`,
    () => `Es de esas mejoras que notas desde el primer día.`,
    () => `Todo lo que necesitas, nada que sobre.`,
    () => `Un diseño para la vida real: la ajetreada, la caótica, la maravillosa.`,
    () => `Cada día, una cosa menos en la cabeza.`,
    () => `Cuidado donde importa, sencillo en todo lo demás.`,
    () => `La diferencia se nota en los momentos que cuentan.`,
    () => `Hace su trabajo sin hacer ruido, para que tú te centres en el tuyo.`,
  ],
  scenes: [
    () => `¿Mañana con prisas? Siempre a punto cuando tú lo estés.`,
    () => `Sea un día tranquilo o caótico, está a la altura.`,
    () => `Al final de un día largo, sigue cumpliendo.`,
    () => `¿Planes para el fin de semana? También se apunta.`,
    (s) => (s.audience ? `Un diseño para ${s.audience}, y se nota.` : `Un diseño para el día a día, y se nota.`),
  ],
  recap: (_s, facts) => `Repasemos: ${listOf(facts, 'y')}.`,
  numberProofs: [
    (_s, f) => `Los números hablan por sí solos: ${C(f)}.`,
    (_s, f) => `${C(f)}. No es un eslogan, es la ficha técnica.`,
    (_s, f) => `Mira las cifras: ${C(f)}.`,
  ],
  factProofs: [
    (_s, f) => `Aquí está la prueba: ${C(f)}.`,
    (_s, f) => `No hace falta creernos: los hechos son claros. ${C(f)}.`,
    (_s, f) => `${C(f)}. Sin trucos.`,
  ],
  proofs: [
    () => `Cada detalle aguanta una mirada de cerca.`,
    (s) => `No es un truco: así es ${s.name}.`,
    () => `No hacen falta grandes palabras cuando los detalles hablan solos.`,
    () => `Funciones reales, dichas con claridad y sin letra pequeña.`,
    () => `Cumple lo que promete. No hay más que explicar.`,
    () => `Lo que ves es lo que hay.`,
    () => `Cada función está ahí por algo, no para aparentar.`,
    () => `Los detalles no son un añadido: son lo esencial.`,
  ],
  objections: [
    () => `¿Te preocupa que sea complicado? No lo es.`,
    () => `¿Dudas de si vale la pena? Mira todo lo que incluye.`,
    () => `¿No sabes si es para ti? Si te gustan las cosas que simplemente funcionan, lo es.`,
    () => `¿Ya has oído grandes promesas? Esta vez, los hechos las respaldan.`,
  ],
  prices: [(s) => `Todo por solo ${s.price}.`, (s) => `Precio: solo ${s.price}.`, (s) => `¿Y el precio? Solo ${s.price}.`],
  sites: [(s) => `Disponible en ${s.site}.`, (s) => `Entra en ${s.site} y haz tu pedido.`, (s) => `Te espera en ${s.site}.`],
  closers: [
    () => `Te preguntarás cómo te las arreglabas antes.`,
    () => `Tu yo del futuro te lo agradecerá.`,
    () => `Venga, date un capricho.`,
    () => `Un cambio pequeño, una gran diferencia.`,
    () => `Es hora de dejar de conformarse.`,
  ],
};
