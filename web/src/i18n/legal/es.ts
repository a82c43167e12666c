import type { LegalTexts } from './types.js';

export const legal: LegalTexts = {
  terms: {
    title: 'Términos de Uso',
    intro:
      'Estos Términos de Uso regulan el acceso y el uso de la plataforma Alquimia, incluidos el sitio web, el dashboard y las APIs de transformación de documentos, imágenes, audio, vídeo y datos web. Léelos con atención antes de crear tu cuenta.',
    sections: [
      {
        title: 'Aceptación de los términos',
        paragraphs: [
          'Al crear una cuenta, generar una clave de API o hacer cualquier llamada a nuestras APIs, declaras que has leído, entendido y aceptado estos Términos y nuestra Política de Privacidad.',
          'Si usas Alquimia en nombre de una empresa, declaras tener facultades para aceptar estos Términos en su nombre, y "tú" incluye entonces a esa empresa.',
        ],
      },
      {
        title: 'El servicio',
        paragraphs: [
          'Alquimia ofrece APIs HTTP de pago por uso para procesar PDFs (unir, dividir, marca de agua, protección, extracción de texto, HTML a PDF), imágenes (generación, ampliación, eliminación de fondo, OCR, gráficos, códigos QR), audio y voz, vídeo, extracción de datos web y verificación de emails y números de mensajería.',
          'Las funcionalidades marcadas como "Próximamente" aún no están disponibles y pueden cambiar antes del lanzamiento. Podemos mejorar, cambiar o retirar funcionalidades, avisando con antelación razonable cuando el cambio te afecte de forma relevante.',
        ],
      },
      {
        title: 'Registro y cuenta',
        paragraphs: [
          'Debes tener al menos 18 años y plena capacidad legal para crear una cuenta. Los menores de 18 años no pueden usar la plataforma.',
          'Debes facilitar datos verdaderos y mantenerlos actualizados. Eres responsable de mantener tu contraseña en secreto y de toda la actividad de tu cuenta. Avísanos de inmediato ante cualquier uso no autorizado.',
        ],
      },
      {
        title: 'Clave de API',
        paragraphs: [
          'Cada cuenta recibe una clave de API personal. Te identifica en cada llamada y autoriza el cobro de tus créditos; trátala como una contraseña y nunca la publiques en código abierto ni en aplicaciones que se ejecuten en el navegador.',
          'Puedes renombrar, regenerar o revocar la clave en el dashboard. Las llamadas hechas con tu clave son tu responsabilidad hasta que la regeneres o revoques.',
        ],
      },
      {
        title: 'Créditos, planes y pagos',
        paragraphs: [
          'Cada servicio consume una cantidad de créditos por uso, indicada en el catálogo y en la documentación. Las cuentas nuevas reciben 20 créditos gratis. Los planes mensuales (Básico, Profissional y Empresarial) suman los créditos del plan al saldo con cada factura pagada, y los créditos no usados siguen en el saldo el mes siguiente; el paquete de créditos extra se vende solo a suscriptores.',
          'Cuando se agotan tus créditos, las nuevas llamadas se rechazan (respuesta HTTP 402) hasta que compres más créditos o te suscribas a un plan; nunca se cobra nada por encima de tu saldo. Las llamadas con errores de validación no se cobran, y las que fallan por causa de la plataforma se reembolsan automáticamente.',
          'Los pagos los procesa Stripe. Las suscripciones pueden cancelarse en cualquier momento desde el portal de facturación y siguen vigentes hasta el final del periodo pagado. Los créditos ya utilizados no son reembolsables, sin perjuicio de los derechos que te reconoce la legislación de consumo. Si un pago se reembolsa o se pierde en una disputa, los créditos de esa compra que sigan en el saldo se retiran (el saldo nunca queda negativo); los créditos ya usados no generan cobro.',
        ],
      },
      {
        title: 'Límites y uso aceptable',
        paragraphs: [
          'Cada plan tiene un límite diario de solicitudes (100 en el gratuito y en Básico, 1.000 en Profissional, ilimitado en Empresarial) y límites de tamaño de archivo publicados en la documentación. Las solicitudes por encima del límite se rechazan hasta el día siguiente (UTC).',
          'Está prohibido usar Alquimia para procesar contenido ilegal, que vulnere derechos de terceros o que explote a menores; para enviar malware; para intentar acceder a redes internas o sistemas de terceros a través de nuestras APIs; para eludir límites, cobros o medidas de seguridad; o para sobrecargar la infraestructura de forma intencionada.',
        ],
      },
      {
        title: 'Tus archivos y contenido',
        paragraphs: [
          'Conservas todos los derechos sobre los archivos, textos y URLs que envías. Solo nos concedes la licencia necesaria para procesarlos y devolverte el resultado solicitado.',
          'Los archivos enviados y los resultados generados son datos temporales: están disponibles mediante enlaces con caducidad y se eliminan automáticamente en un plazo de 24 horas. La excepción es el historial de las herramientas del panel (audios de texto a voz e imágenes generadas), que se guarda 30 días para que puedas volver a descargarlo y después se elimina automáticamente. No usamos tu contenido para entrenar modelos. Guarda una copia de todo lo que sea importante para ti.',
          'El registro de solicitudes del panel (cada llamada hecha con tus claves de API: hora, operación, estado, código del problema, duración, créditos, clave, ID de la solicitud, Idempotency-Key y user agent) está disponible para ti durante 30 días y se elimina automáticamente después.',
        ],
      },
      {
        title: 'Disponibilidad y soporte',
        paragraphs: [
          'Trabajamos para mantener la plataforma disponible las 24 horas, pero puede haber interrupciones por mantenimiento o por fallos de terceros. Solo el plan Empresarial cuenta con un acuerdo de nivel de servicio (SLA) garantizado, según su propio contrato.',
          'El soporte se presta por email; el plan Profissional tiene soporte prioritario y el Empresarial, soporte dedicado 24/7.',
        ],
      },
      {
        title: 'Propiedad intelectual',
        paragraphs: [
          'La marca Alquimia, el sitio, el dashboard, la documentación y el software de la plataforma pertenecen a Alquimia o a sus licenciantes. Estos Términos no te otorgan ningún derecho sobre ellos más allá del uso del servicio aquí previsto.',
        ],
      },
      {
        title: 'Limitación de responsabilidad',
        paragraphs: [
          'El servicio se presta "tal cual". Los resultados generados automáticamente (como OCR, transcripciones e imágenes y textos generados por IA) pueden contener errores, y te corresponde revisarlos antes de usarlos.',
          'En la máxima medida permitida por la ley, la responsabilidad total de Alquimia por cualquier reclamación se limita al importe que hayas pagado en los 12 meses anteriores al hecho, y no respondemos por lucro cesante ni daños indirectos.',
        ],
      },
      {
        title: 'Cambios, terminación y ley aplicable',
        paragraphs: [
          'Podemos actualizar estos Términos; los cambios relevantes se avisarán por email o en el dashboard con al menos 15 días de antelación. Puedes eliminar tu cuenta en cualquier momento en el dashboard (Perfil → Tus datos): las claves de API se revocan al instante, una suscripción activa se cancela al final del período ya pagado y se borran todos los datos, salvo los registros de compras (importe, fecha, plan), que la legislación fiscal nos obliga a guardar durante 5 años y que conservamos sin nombre ni correo, ligados a un código anónimo. Los registros de acceso (dirección IP, fecha y hora de cada solicitud) se conservan durante 6 meses, como exige el Marco Civil de Internet de Brasil (art. 15), y después se eliminan. Podemos suspender cuentas que incumplan estos Términos.',
          'Estos Términos se rigen por las leyes de la República Federativa de Brasil. Los conflictos se resolverán en los tribunales del domicilio del consumidor. Dudas: contato@alquimia.dev.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Política de Privacidad',
    intro:
      'Esta Política explica qué datos personales recoge Alquimia, para qué, durante cuánto tiempo y cuáles son tus derechos, de acuerdo con la Ley General de Protección de Datos de Brasil (LGPD, Ley nº 13.709/2018).',
    sections: [
      {
        title: 'Quiénes somos',
        paragraphs: [
          'Alquimia es la responsable de los datos personales tratados en la plataforma (sitio, dashboard y APIs). Puedes contactar con nuestro delegado de protección de datos (DPO) en privacidade@alquimia.dev.',
        ],
      },
      {
        title: 'Datos que recogemos',
        paragraphs: [
          'Datos de registro: nombre, email y contraseña (guardada por nuestro proveedor de autenticación solo de forma protegida). Datos de uso: servicios llamados, créditos consumidos, fechas, identificadores de solicitud y dirección IP. Datos de facturación: plan e historial de pagos; los datos de la tarjeta los trata directamente Stripe y nunca pasan por nuestros servidores.',
          'El contenido enviado a las APIs (archivos, textos, URLs) se trata solo para ejecutar la operación que solicitaste.',
        ],
      },
      {
        title: 'Cómo usamos los datos',
        paragraphs: [
          'Usamos los datos para crear y mantener tu cuenta, autenticar tus llamadas, cobrar y reembolsar créditos, facturar, prevenir fraudes y abusos, prestar soporte y enviar comunicaciones sobre el servicio.',
        ],
      },
      {
        title: 'Bases legales',
        paragraphs: [
          'Tratamos los datos para ejecutar el contrato (prestar el servicio que contrataste), cumplir obligaciones legales y fiscales y por interés legítimo (seguridad, prevención del fraude y mejora del servicio), conforme al artículo 7 de la LGPD.',
        ],
      },
      {
        title: 'Archivos procesados y conservación',
        paragraphs: [
          'Los archivos enviados y los resultados generados son temporales y se eliminan automáticamente en un plazo de 24 horas. La excepción es el historial de las herramientas del panel (audios de texto a voz e imágenes generadas), que se guarda 30 días para que puedas volver a descargarlo y después se elimina automáticamente. No los usamos para entrenar modelos de IA.',
          'El registro de solicitudes que ves en el panel (hora, operación, estado, duración, créditos, clave, ID de la solicitud, Idempotency-Key y user agent de cada llamada hecha con tus claves) se guarda durante 30 días y se elimina automáticamente después. Las llamadas con una clave desconocida no se registran en ninguna cuenta.',
          'Los datos de la cuenta, incluido el historial de uso de créditos, se conservan mientras esté activa. Los registros de compras se guardan durante 5 años, como exige la legislación fiscal. Los registros de acceso a la aplicación (dirección IP, fecha y hora de cada solicitud), que el Marco Civil de Internet de Brasil (Ley 12.965/2014, art. 15) nos obliga a guardar, permanecen 6 meses en los logs de acceso del servicio, separados del registro de solicitudes (que no guarda tu IP), y se eliminan automáticamente después, aunque la cuenta ya se haya eliminado.',
          'El boletín es opcional y se basa en tu consentimiento (LGPD, art. 7, I): guardamos solo el correo suscrito, el idioma y las fechas de la solicitud y de la confirmación. Una dirección no confirmada con el enlace enviado se borra en 7 días; una confirmada se conserva hasta que canceles la suscripción con el enlace de cualquier correo del boletín, lo que la borra en el acto. La suscripción es independiente de la cuenta: eliminar la cuenta no la cancela, y cancelarla no afecta a la cuenta.',
        ],
      },
      {
        title: 'Compartición',
        paragraphs: [
          'No vendemos datos personales. Solo los compartimos con encargados que nos ayudan a prestar el servicio: alojamiento en la nube (Amazon Web Services), pagos (Stripe) y, solo cuando usas funciones de IA, el proveedor del modelo que ejecuta la operación. También podemos compartirlos cuando lo exija la ley o una orden judicial.',
        ],
      },
      {
        title: 'Transferencias internacionales',
        paragraphs: [
          'Algunos encargados pueden almacenar o tratar datos fuera de Brasil. En esos casos aplicamos las garantías del artículo 33 de la LGPD, como cláusulas contractuales que aseguran un nivel de protección adecuado.',
        ],
      },
      {
        title: 'Seguridad',
        paragraphs: [
          'Usamos cifrado en tránsito (HTTPS), claves de API guardadas solo como hash y copia cifrada, control de acceso por cuenta, registros de auditoría y eliminación automática de archivos temporales. Ningún sistema es totalmente inmune a incidentes; si ocurre uno relevante, te avisaremos a ti y a la ANPD según exige la ley.',
        ],
      },
      {
        title: 'Tus derechos',
        paragraphs: [
          'Según el artículo 18 de la LGPD, puedes solicitar la confirmación del tratamiento, acceso, corrección, anonimización, portabilidad y eliminación de tus datos, información sobre su compartición y la revocación del consentimiento. En el propio dashboard (Perfil → Tus datos) exportas todos tus datos en un archivo (JSON y CSV) y eliminas tu cuenta; el resto, en privacidade@alquimia.dev, con respuesta en un plazo de 15 días.',
          'También puedes presentar una reclamación ante la Autoridad Nacional de Protección de Datos de Brasil (ANPD).',
        ],
      },
      {
        title: 'Almacenamiento local, menores y cambios',
        paragraphs: [
          'El sitio guarda en tu navegador solo lo necesario para funcionar: la sesión de inicio y el idioma preferido. No usamos cookies publicitarias ni rastreadores de terceros.',
          'La plataforma no está destinada a menores de 18 años. Podemos actualizar esta Política; los cambios relevantes se avisarán por email o en el dashboard.',
        ],
      },
    ],
  },
};
