import type { TruckText } from "./en";
import { officeConfig } from "~/site/config";

export const truckEs: TruckText = {
  meta: {
    title: `Trámites para camiones: IFTA, IRP, DOT y 2290 | ${officeConfig.officeName}`,
    description:
      "IFTA trimestral, UCR e IRP, número DOT y autoridad MC, permisos, Formulario 2290 y consorcio de pruebas de drogas para camioneros en Florida, en español.",
  },
  hero: {
    eyebrow: "Para dueños-operadores y flotas pequeñas",
    title: "Su camión en regla y siempre en la carretera",
    subtitle:
      "IFTA, UCR e IRP, número DOT y autoridad MC, permisos, Formulario 2290 y pruebas de drogas: una sola oficina bilingüe que está pendiente de sus fechas límite.",
    button: "Solicitar servicio",
  },
  services: {
    title: "Servicios para camiones",
    subtitle:
      "Díganos qué necesita. Nosotros nos encargamos de las declaraciones, los formularios y los recordatorios.",
    bookingLabel: "Solicitar servicio",
    ifta: {
      title: "Impuesto de combustible IFTA",
      description:
        "Declaraciones trimestrales del Acuerdo Internacional del Impuesto sobre Combustibles (IFTA), preparadas con sus millas y recibos de combustible y presentadas a tiempo.",
      features: [
        "Declaración trimestral con todos los estados por los que circuló",
        "Vence el último día del mes siguiente a cada trimestre: 30 de abril, 31 de julio, 31 de octubre y 31 de enero",
        "Registros de millas y combustible organizados por estado",
        "Licencia IFTA nueva y calcomanías de cada año",
      ],
    },
    ucr: {
      title: "UCR e IRP",
      description:
        "Su Registro Unificado de Transportistas (UCR) anual y sus placas prorrateadas del Plan Internacional de Registro (IRP), en un solo trámite.",
      features: [
        "Registro UCR anual, con la tarifa según el tamaño de su flota",
        "Placas prorrateadas y tarjeta de cabina (cab card) del IRP, por primera vez o en renovación",
        "Altas y bajas de camiones y de estados",
        "Recordatorios antes de cada renovación",
      ],
    },
    dot: {
      title: "Número DOT y autoridad MC",
      description:
        "Inicie su operación, o manténgala en regla, ante la FMCSA: número USDOT, autoridad de operación y las actualizaciones que vienen después.",
      features: [
        "Registro de un número USDOT nuevo",
        "Autoridad de operación MC para quienes transportan carga de terceros entre estados",
        "Actualización bienal del formulario MCS-150",
        "Ayuda para coordinar su BOC-3 y los registros de su seguro",
      ],
    },
    permits: {
      title: "Permisos",
      description:
        "El permiso correcto antes de mover la carga, para cargas con sobredimensión o sobrepeso o para viajes por estados que sus placas no cubren.",
      features: [
        "Permisos de sobredimensión y sobrepeso",
        "Permisos de viaje (trip) y de combustible (fuel)",
        "Permisos interestatales para cada estado de su ruta",
        "Solicitudes rápidas cuando la carga no puede esperar",
      ],
    },
    hvut: {
      title: "Formulario 2290 (HVUT)",
      description:
        "El impuesto federal sobre el uso de vehículos pesados en las carreteras, presentado electrónicamente ante el Servicio de Impuestos Internos (IRS): la vía más rápida para recibir su Anexo 1 (Schedule 1) sellado.",
      features: [
        "Para vehículos con un peso bruto gravable de 55,000 libras o más",
        "Período del 1 de julio al 30 de junio; vence el 31 de agosto para los vehículos en uso en julio",
        "Anexo 1 sellado para registrar su camión y obtener sus placas IRP",
        "Camiones que empiezan a circular más tarde en el año: vence al final del mes siguiente",
      ],
    },
    drugTesting: {
      title: "Consorcio de pruebas de drogas y alcohol",
      description:
        "La FMCSA exige que los conductores con licencia CDL participen en un programa de pruebas aleatorias de drogas y alcohol. Lo inscribimos en un consorcio y mantenemos sus registros en orden.",
      features: [
        "Inscripción en un consorcio de pruebas aleatorias, ideal para dueños-operadores",
        "Pruebas previas al empleo para conductores nuevos",
        "Registro y consultas en el Clearinghouse de drogas y alcohol",
        "Registros listos para una auditoría del DOT",
      ],
    },
  },
  why: {
    title: "Por qué los camioneros nos eligen",
    subtitle: "Usted maneja. Nosotros nos ocupamos del papeleo.",
    points: [
      {
        title: "Cuidamos sus fechas límite",
        description:
          "Trimestres de IFTA, UCR, IRP, Formulario 2290 y actualizaciones bienales en un solo calendario, con un recordatorio antes de cada fecha.",
      },
      {
        title: "Todo en una sola oficina",
        description:
          "Impuestos, permisos, autoridad y pruebas en un mismo lugar, para que nada se pierda entre un proveedor y otro.",
      },
      {
        title: "Atención bilingüe",
        description:
          "Le explicamos cada formulario en español o en inglés, por teléfono o en persona.",
      },
      {
        title: "Todo en orden para auditorías",
        description:
          "Copias ordenadas de todos sus trámites, para responder con tranquilidad a una auditoría del DOT o de IFTA.",
      },
    ],
  },
  cta: {
    title: "Mantenga sus camiones rodando",
    subtitle:
      "Solicite un servicio en línea o llámenos. Díganos su número DOT y lo que necesita, y nosotros nos encargamos del resto.",
    button: "Solicitar servicio",
  },
};
