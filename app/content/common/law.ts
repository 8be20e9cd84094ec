/**
 * The statutory notices, the law's words, not the owner's (titles in content/site.*.yaml). The
 * s. 501.1391, F.S. statement is posted in every language the office serves in (notice-status.ts).
 */
export const law = {
  en: {
    notaryNotice: {
      text: "I AM NOT AN ATTORNEY LICENSED TO PRACTICE LAW IN THE STATE OF FLORIDA, AND I MAY NOT GIVE LEGAL ADVICE OR ACCEPT FEES FOR LEGAL ADVICE.",
    },
    immigrationServicesNotice: {
      statement:
        "I AM NOT AN ATTORNEY LICENSED TO PRACTICE LAW AND MAY NOT GIVE LEGAL ADVICE OR ACCEPT FEES FOR LEGAL ADVICE. I AM NOT ACCREDITED TO REPRESENT YOU IN IMMIGRATION MATTERS.",
      explanation:
        "Our office is not a law firm, and our staff are not attorneys. We type forms with the information you give us in writing, and we cannot give legal advice, choose forms for you, or represent you before any agency or court. For legal advice, consult a licensed attorney or a representative accredited by the U.S. Department of Justice.",
    },
  },
  es: {
    notaryNotice: {
      text: "NO SOY ABOGADO CON LICENCIA PARA EJERCER LA ABOGACÍA EN EL ESTADO DE FLORIDA, Y NO PUEDO DAR ASESORÍA LEGAL NI ACEPTAR HONORARIOS POR ASESORÍA LEGAL.",
    },
    immigrationServicesNotice: {
      statement:
        "NO SOY ABOGADO CON LICENCIA PARA EJERCER LA ABOGACÍA Y NO PUEDO DAR ASESORÍA LEGAL NI ACEPTAR HONORARIOS POR ASESORÍA LEGAL. NO ESTOY ACREDITADO PARA REPRESENTARLO EN ASUNTOS DE INMIGRACIÓN.",
      explanation:
        "Nuestra oficina no es un bufete de abogados y ninguno de nuestros empleados es abogado. Transcribimos en los formularios la información que usted nos entrega por escrito, y no podemos darle asesoría legal, elegir formularios por usted ni representarlo ante ninguna agencia o tribunal. Para recibir asesoría legal, consulte a un abogado con licencia o a un representante acreditado por el Departamento de Justicia de EE. UU.",
    },
  },
};
