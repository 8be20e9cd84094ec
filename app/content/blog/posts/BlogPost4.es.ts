import type { PostText } from "../schema";
import { officeConfig } from "~/site/config";

export const post: PostText = {
  title: "¿LLC o corporación en Florida? Cómo elegir y cómo empezar",
  description:
    "LLC frente a corporación en Florida: responsabilidad, impuestos, formalidades y tarifas estatales, y seis pasos para crear su empresa en Sunbiz.",
  excerpt:
    "Compare la protección, los impuestos, los trámites y los costos de una LLC y una corporación en Florida, y siga seis pasos para crear su empresa.",
  author: `Equipo de ${officeConfig.officeName}`,
  imageAlt:
    "Ilustración de una pequeña tienda con toldo junto a un edificio de oficinas y una gráfica de barras en aumento",
  intro:
    "Abrir un negocio en Florida casi siempre empieza con una pregunta: ¿conviene crear una compañía de responsabilidad limitada (LLC) o una corporación? Ambas protegen su patrimonio personal y ambas se registran en la División de Corporaciones de Florida a través del sitio Sunbiz, pero se diferencian en cómo pagan impuestos, cómo se administran y cuánto cuesta mantenerlas. En esta guía comparamos las dos opciones y le explicamos los pasos para poner su empresa en marcha.",
  body: [
    { type: "h2", text: "Protección de su patrimonio: lo que ambas tienen en común" },
    {
      type: "p",
      text: "La LLC y la corporación son entidades legales separadas de sus dueños. En general, las deudas y demandas del negocio son del negocio, no suyas, así que su casa, su carro y sus ahorros personales quedan protegidos. Esa protección tiene límites: usted sigue respondiendo por sus propios actos, por las garantías personales que firme en préstamos o contratos de alquiler y por ciertos impuestos. Además, un tribunal puede ignorar la protección si usted mezcla el dinero personal con el del negocio, así que abra una cuenta bancaria a nombre de la empresa desde el primer día y lleve registros separados.",
    },
    { type: "h2", text: "Cómo paga impuestos cada una" },
    { type: "h3", text: "LLC: tributación transferida a los dueños" },
    {
      type: "p",
      text: "Por defecto, la LLC no paga impuesto federal sobre el ingreso por sí misma. La LLC de un solo dueño declara sus ganancias en la declaración personal del dueño (Anexo C), y la LLC de dos o más socios presenta una declaración de sociedad (Formulario 1065) y entrega a cada socio un Anexo K-1. Los dueños que trabajan en el negocio generalmente pagan el impuesto sobre el trabajo por cuenta propia por su parte de las ganancias. Florida no tiene impuesto estatal sobre el ingreso personal, así que este ingreso solo tributa a nivel federal.",
    },
    { type: "h3", text: "Corporación: corporación C o corporación S" },
    {
      type: "p",
      text: "La corporación tributa como corporación C, salvo que elija otra cosa. La corporación C paga un impuesto federal fijo del 21% sobre sus ganancias y además está sujeta al impuesto de Florida sobre el ingreso corporativo, actualmente del 5.5% después de una exención sobre los primeros $50,000. Las ganancias que se reparten a los accionistas como dividendos vuelven a tributar en sus declaraciones personales, lo que se conoce como doble tributación.",
    },
    {
      type: "p",
      text: "Una corporación, y también una LLC, puede evitar la doble tributación si elige ser corporación S con el Formulario 2553 del Servicio de Impuestos Internos (IRS). La corporación S transfiere sus ganancias a los dueños, y los dueños que trabajan en el negocio reciben un salario razonable por nómina. Esto puede reducir el impuesto sobre el trabajo por cuenta propia cuando el negocio ya tiene ganancias estables, pero agrega costos de nómina y tiene reglas: no más de 100 accionistas, una sola clase de acciones y accionistas que, en general, sean ciudadanos o residentes de los Estados Unidos.",
    },
    { type: "h2", text: "Formalidades y administración diaria" },
    {
      type: "list",
      items: [
        "La LLC la administran sus socios o los gerentes que ellos nombren, según un acuerdo operativo que se puede adaptar a los dueños.",
        "La corporación la dirigen una junta directiva y sus directivos (officers), según sus estatutos, y sus dueños tienen acciones.",
        "Se espera que la corporación celebre reuniones de accionistas y de la junta, lleve actas y registre las decisiones importantes mediante resoluciones.",
        "La LLC tiene menos formalidades obligatorias, pero dejar por escrito las decisiones importantes sigue siendo una buena práctica.",
        "Los inversionistas y fondos de capital de riesgo suelen preferir las corporaciones, porque es fácil emitir y transferir acciones.",
      ],
    },
    { type: "h2", text: "Costos en Florida" },
    {
      type: "table",
      caption:
        "Comparación entre LLC y corporación (tarifas estatales de Florida al momento de escribir este artículo)",
      head: ["Aspecto", "LLC", "Corporación con fines de lucro"],
      rows: [
        [
          "Tarifa de registro en Sunbiz",
          "$125 (Artículos de Organización y agente registrado)",
          "$70 (Artículos de Incorporación y agente registrado)",
        ],
        ["Tarifa del informe anual", "$138.75", "$150"],
        ["Dueños", "Socios (members)", "Accionistas"],
        ["Administración", "Socios o gerentes", "Junta directiva y directivos (officers)"],
        ["Impuesto federal por defecto", "Transferido a los dueños", "Corporación C"],
        ["Reglas internas", "Acuerdo operativo", "Estatutos"],
      ],
    },
    {
      type: "p",
      text: "Los extras opcionales, como una copia certificada o un certificado de vigencia, tienen un costo adicional, y los informes anuales presentados después del 1 de mayo pagan un recargo de $400. Las tarifas estatales cambian de vez en cuando, así que consulte los montos vigentes en Sunbiz antes de presentar. Recuerde incluir en su presupuesto el recibo de impuesto comercial local (business tax receipt), las licencias profesionales que correspondan y, si elige ser corporación S, la nómina y la preparación de impuestos.",
    },
    { type: "h2", text: "¿Cuál le conviene?" },
    {
      type: "list",
      items: [
        "La LLC suele convenir a un dueño único, a un negocio familiar o a una sociedad pequeña que busca una administración sencilla e impuestos flexibles.",
        "La corporación suele convenir a un negocio que piensa atraer inversionistas, dar acciones a sus empleados o, algún día, cotizar en bolsa.",
        "Elegir el estatus de corporación S, opción disponible para ambas, puede tener sentido cuando las ganancias son suficientes para justificar una nómina.",
        "Si usted no es ciudadano ni residente de los Estados Unidos, pregunte por las reglas de la corporación S antes de elegir, porque pueden limitar sus opciones.",
      ],
    },
    { type: "h2", text: "Seis pasos para crear su empresa en Florida" },
    {
      type: "steps",
      items: [
        {
          title: "Elija un nombre y búsquelo en Sunbiz",
          text: "Escoja un nombre que se distinga de los negocios ya registrados y búsquelo en Sunbiz. El nombre de una LLC debe terminar en LLC, L.L.C. o Limited Liability Company; el de una corporación debe incluir Corporation, Incorporated, Company o una abreviatura de alguna de esas palabras.",
        },
        {
          title: "Nombre un agente registrado y presente sus artículos",
          text: "Designe un agente registrado con dirección física en Florida, disponible en horario de oficina para recibir documentos legales. Luego presente en línea ante la División de Corporaciones los Artículos de Organización (Articles of Organization, para una LLC) o los Artículos de Incorporación (Articles of Incorporation, para una corporación) y pague la tarifa estatal.",
        },
        {
          title: "Obtenga un EIN del IRS",
          text: "Solicite en línea en IRS.gov su Número de Identificación del Empleador. Es gratuito y lo necesitará para abrir una cuenta bancaria del negocio, contratar empleados y presentar declaraciones de impuestos.",
        },
        {
          title: "Redacte su acuerdo operativo o sus estatutos",
          text: "El acuerdo operativo de una LLC define la propiedad, las votaciones y qué pasa si un socio se retira. La corporación adopta sus estatutos y emite acciones. Estos documentos no se presentan ante el estado, pero son esenciales si algún día surge un desacuerdo.",
        },
        {
          title: "Obtenga su recibo de impuesto comercial local y sus licencias",
          text: "La mayoría de las ciudades y condados exige un recibo de impuesto comercial local. Los oficios y profesiones regulados necesitan además una licencia estatal, y si vende bienes o servicios sujetos a impuesto debe registrarse en el Departamento de Ingresos de Florida.",
        },
        {
          title: "Presente su informe anual a más tardar el 1 de mayo",
          text: "Cada año, a partir del año siguiente a la creación de la empresa, presente el informe anual en Sunbiz entre el 1 de enero y el 1 de mayo. Si no lo hace, pagará un recargo y su empresa puede ser disuelta administrativamente.",
        },
      ],
    },
    {
      type: "p",
      text: "Este artículo es información general y no constituye asesoría legal ni tributaria. La estructura adecuada depende de sus ingresos, sus socios, sus planes y su situación migratoria y fiscal, así que consulte con un contador público (CPA) o un abogado de negocios antes de decidir. Una vez que haya elegido, nuestra oficina puede ayudarlo con los trámites.",
    },
  ],
  cta: {
    title: "¿Listo para registrar su empresa?",
    subtitle:
      "Lo ayudamos con los trámites en Sunbiz, la solicitud del EIN, el servicio de agente registrado y las licencias locales para su nuevo negocio en Florida.",
    button: "Ver nuestros servicios para empresas",
  },
};
