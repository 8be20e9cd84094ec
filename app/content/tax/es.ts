import type { TaxText } from "./en";
import { officeConfig } from "~/site/config";

export const taxEs: TaxText = {
  meta: {
    title: `Preparación de impuestos en Florida | ${officeConfig.officeName}`,
    description:
      "Declaraciones personales y de negocios, prórrogas, declaraciones enmendadas, contabilidad y nómina en Florida, en español o inglés. También con ITIN.",
  },
  hero: {
    eyebrow: "Impuestos personales y de negocios",
    title: "Preparación de impuestos de confianza, en español y en inglés",
    subtitle:
      "Preparamos su declaración personal o de negocio con cuidado, se la explicamos con palabras sencillas y la presentamos en forma electrónica. Desde un simple W-2 hasta la nómina de su empresa, una sola oficina se encarga de todo.",
    button: "Reservar cita",
    stats: [
      { value: officeConfig.claims.taxAverageRefund.value, label: "Reembolso promedio" },
      { value: officeConfig.claims.taxAccuracy.value, label: "Precisión" },
      { value: "24 h", label: "Tiempo de entrega habitual" },
    ],
    statsNote:
      "El reembolso promedio refleja las declaraciones de nuestros clientes; el suyo depende de su situación particular.",
  },
  season: {
    title: "Recordatorio de la temporada de impuestos",
    deadline:
      "Fecha límite de las declaraciones federales del año fiscal {taxYear}: {filingDeadline}. ¿Se le pasó una fecha límite? Presente su declaración cuanto antes: las multas y los intereses aumentan con el tiempo. También preparamos declaraciones atrasadas y de años anteriores.",
    extension:
      "Presentamos prórrogas con el Formulario 4868, que traslada la fecha límite para presentar la declaración al {extendedDeadline}. Es más tiempo para presentar, no para pagar: los impuestos que deba siguen venciendo el {filingDeadline}.",
  },
  services: {
    title: "Nuestros servicios de impuestos",
    subtitle: "Ayuda todo el año para personas, familias y pequeños negocios.",
    personal: {
      title: "Declaraciones personales",
      description:
        "Declaraciones con el Formulario 1040 para empleados, familias, jubilados y trabajadores independientes, revisadas con usted antes de presentarlas.",
      features: [
        "Ingresos de W-2, 1099 y trabajo independiente",
        "Los créditos que le correspondan, como el crédito tributario por hijos",
        "Presentación electrónica con depósito directo",
        "Atendemos a personas con ITIN",
      ],
    },
    business: {
      title: "Declaraciones de negocios",
      description:
        "Declaraciones para negocios de un solo dueño, LLC, sociedades y corporaciones, preparadas a partir de una contabilidad ordenada.",
      features: [
        "Anexo C para trabajadores independientes",
        "Declaraciones de sociedades (1065) y corporaciones S (1120-S)",
        "Declaraciones de corporaciones C (Formulario 1120)",
        "Gastos del negocio identificados y documentados",
      ],
    },
    extensions: {
      title: "Prórrogas",
      description:
        "¿Necesita más tiempo? Presentamos el Formulario 4868 para que tenga plazo hasta el 15 de octubre para presentar su declaración.",
      features: [
        "Presentada en forma electrónica antes de la fecha límite de abril",
        "Un cálculo estimado de lo que deba, para que pague a tiempo",
        "Más tiempo para presentar, no para pagar",
      ],
    },
    amendments: {
      title: "Declaraciones enmendadas",
      description:
        "Corrija un error o reclame un crédito que no incluyó, con el Formulario 1040-X.",
      features: [
        "Formulario 1040-X preparado y presentado",
        "Revisión de su declaración original",
        "Corrección de ingresos, deducciones o créditos omitidos",
        "Reclamos de reembolso, por lo general dentro de tres años desde la presentación",
      ],
    },
    bookkeeping: {
      title: "Contabilidad",
      description:
        "Contabilidad mensual para que sus libros estén en orden y su negocio llegue listo a la temporada de impuestos.",
      features: [
        "Ingresos y gastos clasificados cada mes",
        "Conciliación de cuentas bancarias y tarjetas de crédito",
        "Estados de pérdidas y ganancias",
        "Libros del año listos para su declaración",
      ],
    },
    payroll: {
      title: "Nómina",
      description:
        "Nómina para pequeños negocios, desde cada cheque de pago hasta las declaraciones trimestrales.",
      features: [
        "Pagos a empleados con depósito directo",
        "Declaraciones federales de nómina (Formulario 941) e impuesto de reempleo de Florida",
        "Formularios W-2 y 1099 al cierre del año",
        "Reporte de empleados nuevos",
      ],
    },
  },
  bring: {
    title: "Qué traer a su cita de impuestos",
    subtitle:
      "Los documentos que el IRS le pide reunir antes de declarar. Traiga los que correspondan a su caso.",
    items: [
      "Identificación con foto de usted y, si declaran en conjunto, de su cónyuge",
      "Tarjetas de Seguro Social o cartas del ITIN, y fechas de nacimiento, de todas las personas incluidas en la declaración",
      "Formularios W-2 de cada empleador, y sus formularios 1099 (NEC, MISC, K, INT, DIV, G, R) y SSA-1099",
      "Registros de ingresos sin formulario: efectivo, aplicaciones de pago, ventas en línea, activos digitales",
      "Si trabaja por cuenta propia: los ingresos y gastos de su negocio, y el registro de millas",
      "Formulario 1098 de intereses hipotecarios, su factura de impuesto a la propiedad y los recibos de donaciones",
      "Nombre, dirección y número de identificación fiscal de quien cuida a sus hijos, y el Formulario 1098-T de matrícula",
      "Formulario 1095-A si tuvo seguro médico del Mercado de Seguros (Marketplace)",
      "Los pagos de impuesto estimado que hizo durante el año",
      "Su declaración del año pasado, las cartas del IRS y su IP PIN si el IRS le dio uno",
      "El número de ruta y de cuenta de su banco para recibir el reembolso por depósito directo",
    ],
  },
  tips: {
    title: "Consejos de nuestro equipo",
    subtitle: "Pequeños hábitos que facilitan la temporada de impuestos y protegen su reembolso.",
    points: [
      {
        title: "Guarde sus registros",
        description:
          "Guarde sus W-2, 1099, recibos y la declaración del año pasado en una sola carpeta, y conserve sus registros de impuestos al menos tres años.",
      },
      {
        title: "Declare todos sus ingresos",
        description:
          "Incluya cada 1099, además de los ingresos en efectivo y por aplicaciones de pago. El Servicio de Impuestos Internos (IRS) recibe copia de sus 1099, y omitir ingresos trae cartas y multas.",
      },
      {
        title: "Con ITIN también puede declarar",
        description:
          "¿No tiene número de Seguro Social? Puede declarar con un ITIN, y podemos preparar su solicitud de ITIN junto con su declaración.",
      },
      {
        title: "Elija el depósito directo",
        description:
          "La declaración electrónica con depósito directo es la forma más rápida de recibir su reembolso: el IRS emite la mayoría en menos de 21 días.",
      },
    ],
  },
  cta: {
    title: "Sus impuestos, bien hechos",
    subtitle:
      "Reserve su cita en línea o llámenos. Traiga sus documentos y la declaración del año pasado; nosotros nos encargamos del resto.",
    button: "Reservar cita",
  },
};
