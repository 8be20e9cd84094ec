import type { PostText } from "../schema";
import { officeConfig } from "~/site/config";

export const post: PostText = {
  title: "El ITIN explicado: quién lo necesita, el Formulario W-7 y la renovación",
  description:
    "Qué es el ITIN, quién lo necesita, cómo solicitarlo con el Formulario W-7, qué documentos acepta el IRS y cuándo y cómo renovarlo si venció.",
  excerpt:
    "Lo que debe saber antes de solicitar o renovar su ITIN: quién puede obtenerlo, el Formulario W-7, los documentos aceptados y los tiempos de trámite.",
  author: `Equipo de ${officeConfig.officeName}`,
  imageAlt:
    "Ilustración de una tarjeta de identificación con un retrato junto a una pila de formularios de impuestos",
  intro:
    "Muchas personas que viven, trabajan o invierten en los Estados Unidos deben presentar una declaración federal de impuestos, pero no tienen derecho a un número de Seguro Social. Para ellas, el Servicio de Impuestos Internos (IRS) emite el Número de Identificación Personal del Contribuyente, conocido como ITIN. Solicitarlo no es complicado, pero un pequeño error en el Formulario W-7 o en los documentos de respaldo puede retrasar su trámite durante meses. Esto es lo que conviene saber antes de empezar.",
  body: [
    { type: "h2", text: "¿Qué es el ITIN?" },
    {
      type: "p",
      text: "El ITIN es un número de nueve dígitos para trámites de impuestos que siempre empieza con el número 9. El IRS lo emite a quienes tienen una obligación o necesidad de declarar impuestos federales pero no pueden obtener un número de Seguro Social (SSN). Con él usted puede presentar declaraciones, pagar impuestos, reclamar algunos créditos y aparecer como cónyuge o dependiente en la declaración de otra persona. El IRS emite el ITIN sin importar la situación migratoria, porque tanto residentes como no residentes pueden tener obligaciones tributarias.",
    },
    {
      type: "alert",
      title: "Datos clave del ITIN",
      text: "El trámite suele tardar de 6 a 10 semanas, y hasta 12 semanas en lo más alto de la temporada de impuestos. Un ITIN vence si no se usa en una declaración federal durante tres años consecutivos, y los ITIN con dígitos centrales del 70 al 87 ya vencieron, salvo que se hayan renovado, igual que los demás ITIN emitidos antes de 2013. El ITIN no le autoriza a trabajar en los Estados Unidos ni cambia su situación migratoria. Nuestra oficina es agente tramitador del IRS (Acceptance Agent) y puede revisar y presentar su solicitud.",
    },
    { type: "h2", text: "Quién necesita un ITIN" },
    {
      type: "p",
      text: "Es posible que necesite un ITIN si no tiene ni puede obtener un SSN y se encuentra en alguno de estos casos:",
    },
    {
      type: "list",
      items: [
        "Es extranjero no residente y debe presentar una declaración en los Estados Unidos, por ejemplo porque cobra alquileres o tiene ingresos de un negocio en el país.",
        "Es extranjero residente para efectos de impuestos, según los días que ha estado en los Estados Unidos, y debe declarar.",
        "Es cónyuge de un ciudadano, residente o titular de visa y se le incluye en una declaración conjunta o se le reclama para un beneficio tributario.",
        "Es un dependiente, como un hijo o uno de los padres, reclamado en una declaración para obtener un crédito o beneficio.",
        "Es extranjero no residente y solicita una retención reducida u otro beneficio previsto en un tratado tributario.",
      ],
    },
    {
      type: "p",
      text: "Si usted tiene derecho a un SSN, por ejemplo porque tiene un permiso de trabajo, debe solicitar el SSN y no el ITIN. No se pueden tener ambos números: en cuanto reciba su SSN, deje de usar el ITIN e informe al IRS para que unifique su historial tributario.",
    },
    { type: "h2", text: "Cómo solicitarlo con el Formulario W-7" },
    {
      type: "steps",
      items: [
        {
          title: "Elija el motivo de la solicitud",
          text: "El Formulario W-7 pregunta por qué necesita el ITIN. Marque la casilla que corresponde a su caso, como extranjero no residente que declara, o cónyuge o dependiente de un ciudadano o residente, y agregue los detalles que piden las instrucciones.",
        },
        {
          title: "Llene el formulario con cuidado",
          text: "Escriba su nombre exactamente como aparece en sus documentos de identidad, indique su fecha y lugar de nacimiento y anote una dirección postal donde pueda recibir cartas del IRS. Dejar preguntas sin responder es un motivo frecuente de rechazo.",
        },
        {
          title: "Adjunte su declaración de impuestos",
          text: "La primera solicitud normalmente se presenta junto con la declaración federal que demuestra por qué necesita el número, salvo que usted reúna los requisitos de alguna de las excepciones que indican las instrucciones del W-7.",
        },
        {
          title: "Preséntelo con sus documentos",
          text: "Puede enviar el paquete por correo al IRS en Austin, Texas, acudir con cita a un Centro de Asistencia al Contribuyente del IRS o recurrir a un agente tramitador (Acceptance Agent), que revisa su solicitud y la envía por usted.",
        },
      ],
    },
    { type: "h2", text: "Documentos que prueban su identidad y condición de extranjero" },
    {
      type: "p",
      text: "El pasaporte vigente es el único documento que por sí solo prueba su identidad y su condición de extranjero. Si no lo tiene, necesita al menos dos documentos vigentes de la lista del IRS, y por lo menos uno debe llevar fotografía. Entre los documentos aceptados están:",
    },
    {
      type: "list",
      items: [
        "Pasaporte (el único documento que basta por sí solo).",
        "Documento nacional de identidad con foto, nombre, dirección, fecha de nacimiento y fecha de vencimiento.",
        "Acta de nacimiento civil (obligatoria para dependientes menores de 18 años que no tengan pasaporte).",
        "Licencia de conducir de los Estados Unidos o del extranjero, o tarjeta de identificación de un estado.",
        "Credencial electoral extranjera, o identificación militar de los Estados Unidos o de otro país.",
        "Visa emitida por el Departamento de Estado o identificación con foto emitida por el Servicio de Ciudadanía e Inmigración de EE. UU. (USCIS).",
        "Registros médicos para dependientes menores de 6 años, o registros escolares para dependientes menores de 18.",
      ],
    },
    {
      type: "p",
      text: "Los documentos deben ser originales o copias certificadas por la entidad que los emitió; no se aceptan copias certificadas por un Notary Public. Los dependientes normalmente también deben probar que residen en los Estados Unidos, con registros escolares o médicos, salvo que su pasaporte muestre una fecha de entrada a los Estados Unidos o corresponda otra excepción. El IRS devuelve los documentos originales por correo, por lo general en unos 60 días.",
    },
    { type: "h2", text: "Cómo renovar el ITIN" },
    {
      type: "p",
      text: "Según las reglas actuales, un ITIN vence el 31 de diciembre del tercer año consecutivo en que no se usa en una declaración federal, ni por usted ni por alguien que lo reclame como dependiente o cónyuge. Los ITIN emitidos antes de 2013 también se fueron eliminando según sus dígitos centrales: los que tienen dígitos centrales del 70 al 87 ya vencieron, salvo que se hayan renovado, igual que los demás ITIN anteriores a 2013, con dígitos centrales 88, del 90 al 92 y del 94 al 99. Si su número venció y necesita declarar, renuévelo antes de presentar la declaración.",
    },
    {
      type: "p",
      text: "Para renovarlo, llene un nuevo Formulario W-7, marque la casilla de renovación de un ITIN existente, escriba su ITIN actual e incluya el mismo tipo de documentos de identidad que para una solicitud nueva. La renovación no requiere adjuntar una declaración de impuestos. Los familiares pueden renovar al mismo tiempo, pero solo si de verdad se incluirán en una declaración.",
    },
    { type: "h3", text: "¿Qué pasa si declara con un ITIN vencido?" },
    {
      type: "p",
      text: "El IRS procesa la declaración de todos modos, pero puede retrasar su reembolso y negarle ciertos créditos hasta que renueve el ITIN. Renovar con tiempo, antes de las semanas de más trabajo de la temporada de impuestos, es la forma más sencilla de evitar ese retraso.",
    },
    { type: "h2", text: "Lo que el ITIN no hace" },
    {
      type: "list",
      items: [
        "No le autoriza a trabajar en los Estados Unidos.",
        "No cambia su situación migratoria ni le da ningún beneficio migratorio.",
        "No le da derecho a beneficios del Seguro Social.",
        "No sirve como identificación fuera del sistema de impuestos federales.",
      ],
    },
    { type: "h2", text: "Cómo lo ayuda nuestra oficina" },
    {
      type: "p",
      text: "Como agente tramitador del IRS (Acceptance Agent), nuestra oficina lo ayuda a llenar el Formulario W-7, revisa sus documentos según los requisitos del IRS antes de enviar nada, prepara la declaración que lo acompaña y presenta la solicitud completa. También tramitamos renovaciones y solicitudes para toda la familia a la vez. Este artículo es información general y no constituye asesoría tributaria ni legal; si tiene dudas sobre su situación migratoria, consulte con un abogado de inmigración con licencia.",
    },
  ],
  cta: {
    title: "Solicite o renueve su ITIN con nosotros",
    subtitle:
      "Revisamos su W-7 y sus documentos, preparamos su declaración y presentamos todo como agente tramitador del IRS, en español o en inglés.",
    button: "Ver nuestros servicios de ITIN",
  },
};
