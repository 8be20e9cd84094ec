import type { PostText } from "../schema";
import { officeConfig } from "~/site/config";

export const post: PostText = {
  title: "Cómo notarizar un documento en Florida",
  description:
    "Qué hace y qué no hace un Notary Public en Florida, qué identificación llevar, cuatro pasos para notarizar y cómo funciona la notarización en línea.",
  excerpt:
    "Qué llevar, qué revisa el Notary Public y qué no puede hacer por usted: una guía sencilla para notarizar un documento en Florida.",
  author: `Equipo de ${officeConfig.officeName}`,
  imageAlt:
    "Ilustración de un documento firmado con un sello redondo, un bolígrafo y una tarjeta de identificación",
  intro:
    "Los poderes, las cartas de permiso de viaje para menores, las declaraciones juradas, los formularios de título de vehículos y muchos otros documentos deben notarizarse antes de que alguien los acepte. El trámite es rápido cuando uno sabe qué esperar, y frustrante cuando llega sin la identificación correcta o con el documento ya firmado. En esta guía le explicamos qué hace un Notary Public en Florida, qué no puede hacer y cómo prepararse para que su cita dure solo unos minutos.",
  body: [
    { type: "h2", text: "Qué hace un Notary Public" },
    {
      type: "p",
      text: "Un Notary Public es un funcionario nombrado por el Estado de Florida para actuar como testigo imparcial. Su tarea principal es prevenir el fraude: confirmar que la persona que firma es quien dice ser, que firma por voluntad propia y que parece entender lo que firma. En Florida, un Notary Public puede:",
    },
    {
      type: "list",
      items: [
        "Recibir reconocimientos de firma (acknowledgments), en los que usted declara que firmó un documento voluntariamente, como en escrituras y poderes.",
        "Completar jurats, en los que usted jura o afirma que el contenido de un documento es verdadero y firma ante el Notary Public, como en las declaraciones juradas.",
        "Tomar juramentos y afirmaciones.",
        "Certificar la copia de un documento que no sea un registro público, como un pasaporte o un diploma.",
        "Verificar el número de identificación de un vehículo (VIN) en el formulario estatal y celebrar matrimonios.",
      ],
    },
    { type: "h2", text: "Lo que un Notary Public no hace" },
    {
      type: "list",
      items: [
        "No comprueba si el contenido de su documento es verdadero, legal o conveniente para usted.",
        "No redacta documentos legales por usted, no elige qué documento necesita ni le explica sus efectos legales.",
        "No puede hacer copias certificadas de actas del registro civil, como las de nacimiento, matrimonio o defunción, ni de otros registros públicos; esas copias se piden a la oficina que los emitió.",
        "No puede notarizar una firma si quien firma no está presente, no tiene una identificación aceptable o no parece entender el documento.",
        "No puede notarizar su propia firma ni la de su cónyuge, hijo, hija, madre o padre.",
      ],
    },
    { type: "h3", text: "Por qué un Notary Public no puede darle asesoría legal" },
    {
      type: "p",
      text: "En algunos países, los profesionales que dan fe de documentos son juristas que pueden asesorar a sus clientes y redactar contratos. Un Notary Public de Florida que no es abogado no puede hacerlo. La ley de Florida exige que el Notary Public que no es abogado y anuncia sus servicios en un idioma distinto del inglés incluya, en inglés y en ese idioma, este aviso: “I am not an attorney licensed to practice law in the State of Florida, and I may not give legal advice or accept fees for legal advice.” En español: “No soy abogado autorizado para ejercer la abogacía en el Estado de Florida, y no puedo dar asesoría legal ni aceptar honorarios por asesoría legal.” Si necesita ayuda para decidir qué firmar, consulte primero con un abogado y luego lleve el documento terminado al Notary Public.",
    },
    { type: "h2", text: "Cuatro pasos para notarizar su documento" },
    {
      type: "steps",
      items: [
        {
          title: "Prepare el documento, pero no lo firme",
          text: "Traiga el documento completo, con todas sus páginas y sin espacios en blanco para llenar después. Déjelo sin firmar: firmará frente al Notary Public. Si el documento necesita testigos, como algunos testamentos y escrituras, pregunte si la oficina puede proporcionarlos o traiga los suyos.",
        },
        {
          title: "Traiga una identificación con foto válida",
          text: "Cada firmante necesita una identificación aceptable que esté vigente o haya sido emitida en los últimos cinco años y que tenga un número de serie u otro número de identificación. El nombre de la identificación debe coincidir con el del documento.",
        },
        {
          title: "Firme frente al Notary Public",
          text: "El Notary Public revisa su identificación, se asegura de que usted entiende y acepta lo que firma y, en el caso de un jurat, le toma juramento. Luego usted firma, tal como aparece su nombre en el documento.",
        },
        {
          title: "El Notary Public completa el certificado, el sello y el registro",
          text: "El Notary Public llena el certificado de notarización con la fecha, el tipo de acto y la forma en que usted fue identificado, lo firma y estampa su sello oficial. Muchos además anotan el acto en un registro (journal), que en Florida es obligatorio para las notarizaciones en línea.",
        },
      ],
    },
    { type: "h2", text: "Qué identificaciones se aceptan" },
    {
      type: "p",
      text: "La ley de Florida enumera los tipos de identificación en los que un Notary Public puede basarse. Los más comunes son:",
    },
    {
      type: "list",
      items: [
        "Licencia de conducir o tarjeta de identificación de Florida.",
        "Pasaporte de los Estados Unidos.",
        "Licencia de conducir o tarjeta de identificación emitida por otro estado, un territorio de los Estados Unidos, Canadá o México.",
        "Pasaporte extranjero sellado por las autoridades de inmigración de los Estados Unidos.",
        "Tarjeta de identificación emitida por una rama de las Fuerzas Armadas de los Estados Unidos.",
      ],
    },
    {
      type: "p",
      text: "Si no tiene ninguna de estas, la ley permite en algunos casos la identificación mediante testigos fidedignos (credible witnesses). Llámenos con anticipación y le diremos si su identificación sirve, para que no haga el viaje en vano.",
    },
    { type: "h2", text: "Notarización remota en línea" },
    {
      type: "p",
      text: "Desde 2020, Florida permite la notarización remota en línea. Un Notary Public registrado para actuar en línea se reúne con usted por videollamada en vivo, verifica su identidad con una revisión de su identificación y preguntas de identidad, y usted firma el documento de forma electrónica. Toda la sesión se graba y se conserva como exige la ley de Florida. Es práctico cuando no puede venir a la oficina, pero confirme primero que la persona o institución que recibirá su documento acepta la notarización electrónica.",
    },
    { type: "h2", text: "Costos y apostillas" },
    {
      type: "p",
      text: "La ley de Florida fija un máximo de $10 por acto para la mayoría de las notarizaciones, y de $25 para una notarización en línea; el cargo por desplazamiento de un Notary Public a domicilio se acuerda por separado y de antemano. Si su documento notarizado se usará en otro país, es posible que además necesite una apostilla del Departamento de Estado de Florida, que confirma el nombramiento del Notary Public para que las autoridades extranjeras reconozcan el documento.",
    },
    {
      type: "p",
      text: "Este artículo es información general y no constituye asesoría legal. La función del Notary Public es identificar a los firmantes y presenciar las firmas; si tiene preguntas sobre lo que significa un documento o sobre si debe firmarlo, consulte con un abogado con licencia en Florida.",
    },
  ],
  cta: {
    title: "¿Necesita notarizar un documento?",
    subtitle:
      "Visite nuestra oficina o reserve una cita de Notary Public a domicilio. También tramitamos apostillas, copias certificadas y firmas de préstamos.",
    button: "Ver nuestros servicios de Notary Public",
  },
};
