import type { PostText } from "../schema";
import { officeConfig } from "~/site/config";

export const post: PostText = {
  title: "Cómo preparar una solicitud de inmigración completa y evitar rechazos",
  description:
    "Lo que piden las instrucciones de USCIS en cada solicitud: edición vigente, tarifas y pago electrónico, firmas, traducciones, copias y seguimiento del caso.",
  excerpt:
    "La mayoría de los rechazos y retrasos del Servicio de Ciudadanía e Inmigración de EE. UU. (USCIS) se deben a errores de papeleo evitables. Esto es lo que piden las instrucciones.",
  author: `Equipo de ${officeConfig.officeName}`,
  imageAlt:
    "Ilustración de una carpeta abierta con formularios, un portapapeles y un pasaporte sobre un escritorio",
  intro:
    "Una solicitud de inmigración puede ser rechazada o retrasada por motivos que nada tienen que ver con si usted reúne los requisitos: una versión antigua del formulario, una firma que falta, una tarifa por un monto equivocado o un documento sin su traducción. Una preparación cuidadosa evita la mayoría de ellos. En esta guía le explicamos qué piden las instrucciones del Servicio de Ciudadanía e Inmigración de EE. UU. (USCIS) para una solicitud completa y qué hacer después de enviarla.",
  body: [
    {
      type: "alert",
      title: "Información general, no asesoría legal",
      text: "Este artículo ofrece información general sobre trámites y no constituye asesoría legal. Saber si usted reúne los requisitos de un beneficio, qué formulario presentar y cómo responder preguntas sobre su historial son cuestiones legales. Para recibir asesoría sobre su caso, acuda a un abogado de inmigración con licencia o a un representante acreditado por el Departamento de Justicia (DOJ) que trabaje para una organización reconocida.",
    },
    { type: "h2", text: "Preparador de formularios o abogado: conozca la diferencia" },
    {
      type: "p",
      text: "Un preparador de formularios que no es abogado, como nuestra oficina, llena los formularios con la información que usted le entrega por escrito y firma la sección del preparador como exigen las instrucciones. Un abogado, o un representante acreditado por el DOJ, puede hacer mucho más: evaluar si usted reúne los requisitos, explicarle los riesgos de su historial, recomendarle una estrategia y representarlo ante USCIS o ante el tribunal de inmigración. Un preparador que no es abogado no puede hacer nada de lo siguiente:",
    },
    {
      type: "list",
      items: [
        "Decirle qué beneficio migratorio o qué formulario le conviene.",
        "Aconsejarle cómo responder preguntas sobre arrestos, visas anteriores, entradas o deportaciones.",
        "Revisar o corregir sus respuestas, ni elegir qué pruebas enviar.",
        "Representarlo en una entrevista, ante el tribunal de inmigración o en sus comunicaciones con USCIS.",
        "Prometerle que su solicitud será aprobada o que se tramitará más rápido.",
      ],
    },
    { type: "h3", text: "Protéjase del fraude migratorio" },
    {
      type: "p",
      text: "En muchos países de América Latina, quien da fe pública de los documentos es un profesional del derecho con facultades que un Notary Public de Estados Unidos no tiene. Hay personas deshonestas que se aprovechan de esa confusión, se hacen pasar por abogados o por personas autorizadas para llevar casos de inmigración, cobran tarifas altas y dan malos consejos que pueden dañar un caso para siempre. Desconfíe de quien le prometa resultados, le pida firmar formularios en blanco, se quede con sus documentos originales, no le entregue copias ni recibos o le pida dar información falsa. Puede verificar la licencia de un abogado en el colegio de abogados de su estado y encontrar a los representantes acreditados en el registro oficial del Departamento de Justicia.",
    },
    { type: "h2", text: "Siete pasos para una solicitud completa" },
    {
      type: "steps",
      items: [
        {
          title: "Use la edición vigente del formulario",
          text: "Descargue el formulario de uscis.gov y compare la fecha de edición impresa al pie de cada página con la que aparece en la página web del formulario. USCIS puede rechazar solicitudes hechas con una edición desactualizada, así que no reutilice un formulario que guardó hace meses.",
        },
        {
          title: "Confirme la tarifa y la forma de pago",
          text: "Las tarifas cambian: USCIS adoptó un nuevo cuadro de tarifas que entra en vigor el 1 de abril de 2024, así que revise la página del formulario o la calculadora de tarifas de USCIS justo antes de presentar. Actualización: para las solicitudes recibidas a partir del 28 de octubre de 2025, USCIS ya no acepta cheques en papel ni giros postales (money orders). Pague con tarjeta de crédito, débito o prepagada mediante el Formulario G-1450, o con un débito a una cuenta bancaria de EE. UU. (ACH) mediante el Formulario G-1650; las solicitudes presentadas en línea se pagan por pay.gov desde su cuenta en línea de USCIS. El Formulario G-1651 enumera las pocas excepciones. Algunos formularios permiten una solicitud de exención de tarifas con el Formulario I-912.",
        },
        {
          title: "Responda todas las preguntas y firme",
          text: "Lea las instrucciones y responda todas las preguntas que le correspondan. El solicitante o peticionario debe firmar a mano; no se acepta el nombre escrito a máquina, y el padre, la madre o el tutor legal puede firmar por un menor de 14 años. La falta de firma es una de las causas de rechazo más comunes.",
        },
        {
          title: "Traduzca todos los documentos en otro idioma",
          text: "Todo documento que no esté en inglés necesita una traducción completa al inglés, con la certificación firmada del traductor de que la traducción es completa y exacta y de que es competente para traducir de ese idioma al inglés.",
        },
        {
          title: "Envíe copias, en el orden que indican las instrucciones",
          text: "Salvo que las instrucciones o USCIS pidan un original, envíe fotocopias claras y legibles y guarde los originales para su entrevista. Las instrucciones del formulario indican qué va encima, como el formulario de pago, y en qué orden va todo lo demás.",
        },
        {
          title: "Guarde una copia completa y el comprobante de envío",
          text: "Antes de enviarlo, copie el paquete completo tal como lo envía. Use un servicio de mensajería con rastreo y guarde el recibo: prueba la fecha en que presentó su solicitud.",
        },
        {
          title: "Dé seguimiento a su caso en línea",
          text: "USCIS le envía un aviso de recibo, el Formulario I-797C, con un número de recibo de 13 caracteres: tres letras seguidas de diez dígitos. Úselo para ver el estado de su caso en uscis.gov, o cree una cuenta en línea de USCIS para recibir avisos y novedades.",
        },
      ],
    },
    { type: "h2", text: "Después de presentar la solicitud" },
    {
      type: "p",
      text: "Lea cada aviso en cuanto llegue. Muchos casos requieren una cita de datos biométricos para tomar huellas y una foto, y faltar sin reprogramarla puede llevar a una denegación. Si se muda, la mayoría de los extranjeros debe informar su nueva dirección a USCIS dentro de 10 días, lo que se puede hacer en línea; de lo contrario, podría perder avisos importantes. Guarde todos los avisos y recibos en una sola carpeta.",
    },
    { type: "h2", text: "Motivos comunes por los que USCIS rechaza una solicitud" },
    {
      type: "p",
      text: "Un rechazo significa que USCIS devuelve el paquete sin tramitarlo. Por lo general se debe a uno de estos problemas:",
    },
    {
      type: "list",
      items: [
        "Una tarifa que falta, es incorrecta o no se pudo cobrar: una tarjeta rechazada, un débito bancario fallido, o un cheque o giro postal enviado a partir del 28 de octubre de 2025 sin una excepción.",
        "El formulario o una página obligatoria no está firmada.",
        "Una edición desactualizada del formulario.",
        "El paquete se envió a una dirección o centro de recepción equivocado.",
        "Preguntas obligatorias en blanco, como el nombre o la dirección del solicitante.",
      ],
    },
    { type: "h2", text: "Motivos comunes de una Solicitud de Evidencia" },
    {
      type: "p",
      text: "Una Solicitud de Evidencia (RFE) significa que USCIS aceptó la solicitud, pero el oficial necesita más información antes de decidir. Las causas frecuentes incluyen:",
    },
    {
      type: "list",
      items: [
        "Faltan documentos civiles, como actas de nacimiento o de matrimonio, o documentos que el país no emite en la forma requerida; el cuadro de reciprocidad del Departamento de Estado explica qué emite cada país.",
        "Documentos en otro idioma sin una traducción al inglés completa y certificada.",
        "Una Declaración Jurada de Patrocinio Económico (Formulario I-864) sin suficientes pruebas de ingresos o sin los registros de impuestos del patrocinador.",
        "Pocas pruebas de la relación, como documentos conjuntos en una petición basada en matrimonio.",
        "Copias ilegibles, fotos que no cumplen las especificaciones o un examen médico que falta o está incompleto.",
      ],
    },
    {
      type: "p",
      text: "Una RFE no es una denegación. Responda antes de la fecha límite indicada en el aviso, envíe todo lo solicitado de una sola vez con el aviso de la RFE encima y guarde una copia. Si no entiende qué le piden o por qué, es un buen momento para hablar con un abogado o un representante acreditado.",
    },
    { type: "h2", text: "Cómo lo ayuda nuestra oficina" },
    {
      type: "p",
      text: `${officeConfig.officeName} no es un bufete de abogados y nuestro personal no está formado por abogados. Llenamos sus formularios con las respuestas que usted nos entrega por escrito, preparamos traducciones certificadas de sus documentos, y copiamos, armamos y enviamos su paquete como usted indique, con una copia completa para usted. No elegimos formularios ni pruebas por usted, no revisamos sus respuestas, no damos asesoría legal ni prometemos resultados; cuando una pregunta vaya más allá de llenar formularios y traducir, le sugeriremos acudir a un abogado.`,
    },
  ],
  cta: {
    title: "Reciba ayuda para preparar sus documentos",
    subtitle:
      "Llenamos sus formularios de inmigración con las respuestas que usted nos entrega por escrito, traducimos sus documentos y enviamos su paquete como usted indique, en español y en inglés.",
    button: "Ver nuestros servicios de inmigración",
  },
};
