import type { PostText } from "../schema";
import { officeConfig } from "~/site/config";

export const post: PostText = {
  title: "Guía de impuestos 2024: fechas límite, deducciones y créditos",
  description:
    "Guía de impuestos 2024: fechas límite, deducción estándar, límites de jubilación, créditos clave, criptomonedas y cómo declarar con ITIN.",
  excerpt:
    "Las fechas, cifras y créditos que cuentan para su declaración federal de 2024, y lo que debe saber sobre criptomonedas y la declaración con ITIN.",
  author: `Equipo de ${officeConfig.officeName}`,
  imageAlt:
    "Ilustración de una calculadora, un formulario de impuestos y un calendario bajo un sol amarillo",
  intro:
    "Una buena planificación de impuestos empieza mucho antes de sentarse a declarar. Lo que usted hace durante el año, desde ahorrar para la jubilación hasta guardar recibos o vender criptomonedas, determina cuánto pagará la próxima primavera. En esta guía reunimos las fechas, cifras y reglas de 2024 que más importan a las personas y familias que atendemos en Florida.",
  body: [
    { type: "h2", text: "Fechas clave para sus impuestos de 2024" },
    {
      type: "p",
      text: "La declaración federal de impuestos sobre el ingreso del año fiscal 2024 vence el martes 15 de abril de 2025. Si necesita más tiempo, el Formulario 4868 le da una prórroga automática de seis meses, hasta el 15 de octubre de 2025. La prórroga le da más tiempo para declarar, no para pagar: el impuesto que deba sigue venciendo el 15 de abril, y desde esa fecha corren intereses y multas sobre el saldo pendiente.",
    },
    {
      type: "alert",
      title: "Prórroga para declarar, no para pagar",
      text: "Si presenta el Formulario 4868, calcule lo que debe y páguelo a más tardar el 15 de abril de 2025. La multa por declarar tarde suele ser mucho mayor que la multa por pagar tarde, así que declare o pida la prórroga a tiempo, aunque no pueda pagarlo todo de una vez.",
    },
    { type: "h3", text: "Pagos de impuesto estimado" },
    {
      type: "p",
      text: "Si trabaja por cuenta propia, cobra alquileres o recibe otros ingresos sin retención, por lo general debe pagar impuesto estimado cuatro veces al año con el Formulario 1040-ES. Para el año fiscal 2024 las fechas son:",
    },
    {
      type: "list",
      items: [
        "Primer pago: 15 de abril de 2024 (ingresos del 1 de enero al 31 de marzo).",
        "Segundo pago: 17 de junio de 2024 (ingresos del 1 de abril al 31 de mayo).",
        "Tercer pago: 16 de septiembre de 2024 (ingresos del 1 de junio al 31 de agosto).",
        "Cuarto pago: 15 de enero de 2025 (ingresos del 1 de septiembre al 31 de diciembre).",
      ],
    },
    {
      type: "p",
      text: "En general, usted evita la multa por pago insuficiente si retenciones y pagos estimados cubren al menos el 90% del impuesto de 2024 o el 100% del impuesto de 2023 (el 110% si su ingreso bruto ajustado de 2023 superó $150,000). Después de huracanes y otros desastres, el Servicio de Impuestos Internos (IRS) suele aplazar las fechas límite para los condados afectados de Florida; consulte IRS.gov para ver si le corresponde algún alivio.",
    },
    { type: "h2", text: "La deducción estándar de 2024" },
    {
      type: "p",
      text: "La mayoría de los contribuyentes toma la deducción estándar, una cantidad fija que reduce el ingreso sujeto a impuestos sin necesidad de recibos. Las cantidades de 2024 son:",
    },
    {
      type: "table",
      caption: "Deducción estándar de 2024 según el estado civil para efectos de la declaración",
      head: [
        "Estado civil para la declaración",
        "Deducción estándar",
        "Cantidad adicional si tiene 65 años o más o es ciego",
      ],
      rows: [
        ["Soltero", "$14,600", "$1,950"],
        ["Casado que declara en conjunto", "$29,200", "$1,550 por cada cónyuge que califique"],
        ["Casado que declara por separado", "$14,600", "$1,550"],
        ["Cabeza de familia", "$21,900", "$1,950"],
      ],
    },
    {
      type: "p",
      text: "El estado de cabeza de familia corresponde, en general, a personas no casadas que pagan más de la mitad del costo de un hogar para una persona que califica, como un hijo. Ofrece una deducción mayor y mejores tramos de impuesto que el estado de soltero.",
    },
    { type: "h2", text: "Cuándo conviene detallar las deducciones" },
    {
      type: "p",
      text: "Detallar (itemizar) solo conviene cuando sus gastos deducibles superan su deducción estándar. Los conceptos que revisamos con más frecuencia:",
    },
    {
      type: "list",
      items: [
        "Impuestos estatales y locales (SALT): tienen un límite de $10,000 por declaración ($5,000 si es casado y declara por separado). Florida no cobra impuesto estatal sobre el ingreso, así que los residentes pueden deducir en su lugar el impuesto sobre las ventas, junto con los impuestos a la propiedad de su vivienda.",
        "Los intereses hipotecarios de su vivienda principal y, con límites, de una segunda vivienda, según el Formulario 1098.",
        "Gastos médicos y dentales: solo es deducible la parte que supera el 7.5% de su ingreso bruto ajustado (AGI). Con un AGI de $50,000, por ejemplo, solo cuentan los gastos por encima de $3,750.",
        "Donaciones a organizaciones benéficas calificadas, respaldadas con recibos o registros bancarios, y con una constancia escrita para donaciones de $250 o más.",
      ],
    },
    { type: "h2", text: "Cuentas de jubilación que reducen su impuesto" },
    {
      type: "p",
      text: "Las aportaciones para la jubilación son una de las formas más sencillas de pagar menos impuestos. Para 2024 puede aportar hasta $23,000 a un plan 401(k), 403(b) o a la mayoría de los planes 457, más $7,500 adicionales si tiene 50 años o más. El límite de aportación a una IRA es de $7,000, más $1,000 si tiene 50 años o más. Las aportaciones tradicionales pueden ser deducibles según su ingreso y el plan de su empleo, y todavía puede hacer aportaciones a la IRA para 2024 hasta el 15 de abril de 2025.",
    },
    { type: "h2", text: "Créditos que conviene conocer" },
    {
      type: "p",
      text: "Un crédito reduce su impuesto dólar por dólar, por lo que normalmente vale más que una deducción del mismo tamaño. Créditos comunes de 2024:",
    },
    {
      type: "list",
      items: [
        "Crédito tributario por hijos: hasta $2,000 por cada hijo que califique menor de 17 años, de los cuales hasta $1,700 pueden ser reembolsables.",
        "Crédito por ingreso del trabajo (EITC): para trabajadores de ingresos bajos o moderados; el monto depende del ingreso y del número de hijos.",
        "Crédito por cuidado de hijos y dependientes: cubre parte de lo que usted paga por el cuidado de sus hijos para poder trabajar o buscar trabajo.",
        "Créditos por estudios: el crédito de oportunidad americana (American Opportunity Credit), de hasta $2,500 por estudiante, y el crédito vitalicio por aprendizaje (Lifetime Learning Credit), de hasta $2,000 por declaración.",
      ],
    },
    { type: "h2", text: "Criptomonedas y otros activos digitales" },
    {
      type: "p",
      text: "El Formulario 1040 pregunta a todos los contribuyentes si durante el año recibieron activos digitales como premio o pago, o si los vendieron, intercambiaron o se deshicieron de ellos de otra forma. Usted debe contestar sí o no; si solo compró criptomonedas con dólares y las conservó, o las movió entre sus propias billeteras, por lo general puede contestar que no.",
    },
    {
      type: "p",
      text: "Vender criptomonedas por dólares, cambiar una moneda por otra y pagar bienes o servicios con criptomonedas son hechos sujetos a impuestos: la ganancia o pérdida se declara en el Formulario 8949 y el Anexo D. Las criptomonedas que recibe como pago, por minería o por staking cuentan como ingreso según su valor justo de mercado el día en que las recibe. Anote la fecha, el costo y el precio de venta de cada operación.",
    },
    { type: "h2", text: "Cómo declarar con ITIN" },
    {
      type: "p",
      text: "Si usted no tiene derecho a un número de Seguro Social, el Número de Identificación Personal del Contribuyente (ITIN) le permite presentar su declaración, pagar lo que debe y reclamar algunos créditos. Tenga en cuenta estas reglas:",
    },
    {
      type: "list",
      items: [
        "El crédito tributario por hijos exige que el hijo tenga un número de Seguro Social válido para trabajar; un padre o madre que declara con ITIN puede reclamarlo por un hijo que califique y que tenga ese número.",
        "Un dependiente con ITIN puede darle derecho al crédito por otros dependientes, de hasta $500.",
        "Quienes declaran con ITIN pueden reclamar el crédito por cuidado de hijos y dependientes y los créditos por estudios si cumplen los demás requisitos.",
        "El crédito por ingreso del trabajo (EITC) no está disponible con ITIN: exige un SSN válido para usted, su cónyuge y cada hijo que califique.",
      ],
    },
    { type: "h2", text: "Qué traer a su cita de impuestos" },
    {
      type: "list",
      items: [
        "Identificación con foto y el SSN o ITIN de todas las personas incluidas en la declaración.",
        "Formularios W-2 y 1099, incluidos el 1099-NEC, el 1099-K y los estados de cuenta de inversiones.",
        "Registros de ingresos y gastos del negocio si trabaja por cuenta propia.",
        "El Formulario 1098 de intereses hipotecarios y su factura de impuesto a la propiedad.",
        "Nombre, dirección y número de identificación fiscal de quien cuida a sus hijos.",
        "Su declaración de 2023 y cualquier carta que haya recibido del IRS.",
      ],
    },
    {
      type: "p",
      text: "Este artículo ofrece información general sobre el año fiscal 2024 y no constituye asesoría tributaria ni legal. Cada caso es distinto, así que consulte con un profesional de impuestos antes de tomar decisiones.",
    },
  ],
  cta: {
    title: "Permítanos preparar su declaración",
    subtitle:
      "Nuestro equipo bilingüe prepara declaraciones personales y de negocios, prórrogas y declaraciones enmendadas, y responde sus preguntas en español o en inglés.",
    button: "Ver nuestros servicios de impuestos",
  },
};
