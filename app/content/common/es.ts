import type { lawEn } from "./en";

/** The statutory notices' texts in Spanish (s. 501.1391: a faithful translation). */
export const lawEs: typeof lawEn = {
  notaryNotice: {
    text: "NO SOY ABOGADO CON LICENCIA PARA EJERCER LA ABOGACÍA EN EL ESTADO DE FLORIDA, Y NO PUEDO DAR ASESORÍA LEGAL NI ACEPTAR HONORARIOS POR ASESORÍA LEGAL.",
  },
  immigrationServicesNotice: {
    statement:
      "NO SOY ABOGADO CON LICENCIA PARA EJERCER LA ABOGACÍA Y NO PUEDO DAR ASESORÍA LEGAL NI ACEPTAR HONORARIOS POR ASESORÍA LEGAL. NO ESTOY ACREDITADO PARA REPRESENTARLO EN ASUNTOS DE INMIGRACIÓN.",
    explanation:
      "Nuestra oficina no es un bufete de abogados y ninguno de nuestros empleados es abogado. Transcribimos en los formularios la información que usted nos entrega por escrito, y no podemos darle asesoría legal, elegir formularios por usted ni representarlo ante ninguna agencia o tribunal. Para recibir asesoría legal, consulte a un abogado con licencia o a un representante acreditado por el Departamento de Justicia de EE. UU.",
  },
};
