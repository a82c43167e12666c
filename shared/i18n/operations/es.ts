import { voiceLanguages, voiceListText } from '../../voices.js';
import type { OperationTranslation } from './types.js';

// Texts several operations share.
const pdfFile = 'El PDF: una parte multipart, una URL https, una data URL en base64 o un id file_ de POST /api/files.';
const inputPassword = 'Contraseña del archivo, si está cifrado.';
const opacity = 'De 0.0 (transparente) a 1.0 (opaco).';
const image = 'La imagen.';
const webhookUrl = 'Recibe un POST firmado (HMAC-SHA256) cuando el job termina con éxito o falla.';
const speechText =
  'Hasta 10.000 caracteres; 1 crédito por cada 1.000. Las marcas se leen como texto, nunca se interpretan.';
const voice = `Nombre de la voz (${voiceListText()}).`;
const voiceLanguage = `El idioma de la voz (${voiceLanguages.join(', ')}); por defecto, el de la voz elegida.`;
const speed = 'Velocidad del habla, de 0.5 a 2 (por defecto 1 = normal).';
const pitch = 'Tono de la voz, de 0.5 a 1.5 (por defecto 1 = el tono propio de la voz).';
const videoJobId = 'El id devuelto por una operación de vídeo.';

/** The three text-to-speech operations take the same parameters. */
const speechParameters = {
  text: speechText,
  voice: voice,
  language: voiceLanguage,
  speed: speed,
  pitch: pitch,
  audioFormat: 'Formato del archivo de audio.',
};

// Sentences several operation descriptions share.
const pdfUnsound =
  'Un archivo que no se puede volver a escribir de forma segura, o cifrado por un mecanismo de seguridad distinto del de contraseña estándar, recibe 422 con el motivo, sin cobro.';
const videoTransitions =
  'Transiciones: `fade`, `none` (fade pasa por negro; la versión de ffmpeg no tiene xfade, así que no hay fundidos cruzados ni cortinillas).';
const videoSize = 'Ancho y alto de 128 a 1920 px (los tamaños impares se redondean hacia abajo al par).';
const videoProbe =
  'Las entradas se analizan con ffprobe antes de cualquier transcodificación: como máximo 600 s de duración, 3840×3840 px y 8.294.400 píxeles por fotograma (4K UHD), 8 flujos.';
const videoInputFile = 'Cada archivo de entrada (URL, data URL o id `file_`) tiene como máximo 200 MiB.';
const videoHeldPrice =
  'Precio: 5 créditos por minuto (o fracción) de salida, como mínimo 5. La duración solo se conoce cuando el worker ha analizado los archivos, así que el job se cobra al aceptarlo por la salida más larga admitida (10 minutos, 50 créditos, que el saldo debe cubrir) y se ajusta a la duración producida cuando termina con éxito: la diferencia se devuelve y el `creditsCharged` del job muestra el precio final.';
const videoJob =
  'Responde 202 `{id, jobId, status, statusUrl}` (también en `Location`); consulta la URL de estado o indica `webhookUrl`. Los campos no válidos y las URLs a direcciones privadas reciben 400 al aceptar; lo que solo los archivos revelan hace fallar el job con su problema, nombrando el campo: demasiado grande (413), no es vídeo, imagen ni audio (415), vacío, ilegible, truncado o por encima de un límite (422, nombrando el límite). Un job fallido se reembolsa.';

/**
 * Everything about each operation in Spanish, keyed by operation id: the service card's name and description
 * (on the operation that sells the card), the operation's summary and description (the docs reference and the
 * playground), and the parameter descriptions by field path.
 */
export const es: OperationTranslation = {
  operations: {
    'platform.user-balance': {
      summary: 'Saldo de créditos y registro de la clave',
      description:
        'El saldo de la cuenta con el registro de la clave de API (id, nombre, token enmascarado, fechas, estado Active/Inactive).',
    },
    'platform.user-profile': {
      summary: 'Perfil',
      description:
        'id, nombre, correo, rol, créditos, plano (0 = sin plan, 1-3), fechas y pending_welcome_credits (los créditos gratis que esperan la verificación del correo).',
    },
    'platform.user-update-profile': {
      summary: 'Actualizar el perfil',
      description:
        'Cambia el nombre y/o el idioma preferido (pt, en, es, fr), que acompaña al usuario en todos sus dispositivos y se usa en los correos. El correo no se puede cambiar.',
      parameters: {
        language: 'El idioma del sitio y de los correos electrónicos.',
        name: 'Nombre que se muestra en el panel y en los correos.',
      },
    },
    'platform.user-verify-email': {
      summary: 'Recibir los créditos de bienvenida',
      description:
        'Llámala después de verificar el correo con Cognito (el enlace del correo de verificación): comprueba con el user pool que la dirección está verificada y suma los créditos de bienvenida pendientes, una sola vez. Responde el saldo; 403 forbidden mientras el correo no esté verificado; una llamada repetida no suma nada.',
    },
    'platform.user-api-key': {
      summary: 'La clave de API',
      description:
        'La clave de la cuenta: nombre, la propia clave (la página enmascara todo menos los últimos 12 caracteres) y las fechas de creación y de último uso.',
    },
    'platform.user-rename-api-key': {
      summary: 'Renombrar la clave de API',
      parameters: {
        name: 'Nuevo nombre de la clave, para distinguir las claves.',
      },
    },
    'platform.user-regenerate-api-key': {
      summary: 'Regenerar la clave de API',
      description: 'Emite una clave nueva; la anterior deja de funcionar al instante.',
    },
    'platform.user-revoke-api-key': {
      summary: 'Revocar la clave de API',
      description: 'La clave deja de funcionar; regenérala para obtener una nueva.',
    },
    'platform.user-keys': {
      summary: 'Listar las claves de API',
      description:
        'Todas las claves de la cuenta, enmascaradas (últimos 12 caracteres): nombre, fechas, último uso, llamadas en los últimos 30 días, caducidad y operaciones permitidas. La clave principal ("API Key Principal") va primero.',
    },
    'platform.user-create-key': {
      summary: 'Crear una clave de API',
      description:
        'Responde la clave nueva con su secreto en `token`, que se muestra solo esta vez (las listas lo enmascaran). Una cuenta tiene como máximo 5 claves no revocadas: una 6.ª se rechaza con 409 conflict. Las restricciones se fijan al crearla; para cambiarlas, crea una clave nueva y revoca la anterior.',
      parameters: {
        name: 'Nombre de la clave, para distinguir las claves (por ejemplo, la integración que la usa).',
        expires_at: 'Caducidad opcional (ISO 8601, en el futuro): después de ella la clave se rechaza con 401.',
        allowed:
          'Ids de operaciones (pdf.merge) o nombres de familias (pdf) que la clave puede llamar, opcionales; cualquier otra llamada se rechaza con 403 key_restricted, sin cobro. Vacío o ausente = todas las operaciones.',
      },
    },
    'platform.user-rename-key': {
      summary: 'Renombrar una clave de API',
      parameters: {
        id: 'El id de la clave (key_...).',
        name: 'Nuevo nombre de la clave, para distinguir las claves.',
      },
    },
    'platform.user-revoke-key': {
      summary: 'Revocar una clave de API',
      description:
        'La clave se rechaza con 401 en un máximo de 60 segundos (el gateway guarda en caché la autorización de una clave durante ese tiempo). Una clave revocada sigue en la lista 30 días y libera su plaza; la clave principal se revoca en su sitio y vuelve al regenerarla.',
      parameters: {
        id: 'El id de la clave (key_...).',
      },
    },
    'platform.user-usage': {
      summary: 'Historial de uso',
      description:
        'Primero lo más reciente: id, created_at, service_id, credits_used; `nextCursor` cuando hay más registros.',
      parameters: {
        limit: 'Elementos por página.',
        cursor: 'El `nextCursor` de la página anterior.',
      },
    },
    'platform.user-webhook-secret': {
      summary: 'Secreto de firma de los webhooks',
      description:
        'El secreto que firma los webhooks de los jobs (HMAC-SHA256 sobre `<timestamp>.<body>`); se crea en la primera solicitud.',
    },
    'platform.user-rotate-webhook-secret': {
      summary: 'Rotar el secreto de firma de los webhooks',
      description: 'Sustituye el secreto; a partir de ahora las entregas se firman solo con el nuevo.',
    },
    'platform.user-requests': {
      summary: 'Registro de llamadas',
      description:
        'Cada llamada hecha con una de tus claves en los últimos 30 días, primero la más reciente: estado, código del problema, duración, créditos cobrados y devueltos, id y nombre de la clave, id de la solicitud, id del job. Los filtros se combinan; `nextCursor` cuando hay más registros. `format=csv` (o `Accept: text/csv`) responde todo el filtro en CSV (hasta 10.000 filas).',
      parameters: {
        status: 'Solo las llamadas respondidas con esta clase de estado.',
        operation: 'Solo las llamadas de esta operación (por ejemplo, `pdf.merge`).',
        key: 'Solo las llamadas hechas con esta clave (id de la clave).',
        from: 'Llamadas recibidas a partir de este momento (o día UTC).',
        to: 'Llamadas recibidas hasta este momento (un día UTC incluye el día entero).',
        limit: 'Registros por página.',
        cursor: '`nextCursor` de la página anterior.',
        format: '`csv`: todas las llamadas del filtro, en CSV.',
      },
    },
    'platform.user-request-stats': {
      summary: 'Uso por día',
      description:
        'Llamadas y créditos por día UTC en los últimos 30 días por familia de servicios, las operaciones más usadas y el uso de hoy frente a la cuota diaria y al ritmo de solicitudes del plan.',
    },
    'platform.user-export-data': {
      summary: 'Exportar mis datos',
      description:
        'Prepara un archivo zip con todo lo que se guarda sobre la cuenta: `data.json` (perfil, claves de API sin sus secretos, libro de uso, registro de llamadas, jobs, historial de imágenes y de voz, compras) y un CSV por tabla. Responde 201 con un enlace firmado válido durante 24 horas; el mismo enlace se envía al correo de la cuenta. La exportación de una cuenta grande se prepara en segundo plano: 202 con `status: running`, el enlace se envía por correo cuando está listo, y `GET /api/user/export/{id}` responde con él desde entonces.',
    },
    'platform.user-get-export': {
      summary: 'Una exportación de datos',
      description: 'El estado de una exportación, con un enlace recién firmado a su archivo mientras exista.',
      parameters: {
        id: 'El id de la exportación (exp_...).',
      },
    },
    'platform.password-recovery': {
      summary: 'Recuperar la contraseña de una cuenta no verificada',
      description:
        'Para una cuenta cuyo correo nunca se verificó (el user pool solo envía el código de restablecimiento a direcciones verificadas): envía por correo un enlace, válido 60 minutos, que establece una contraseña nueva y verifica la dirección a la vez. Siempre responde 202 con el mismo cuerpo; una dirección verificada o desconocida no recibe nada por esta llamada, y una solicitud repetida en menos de 10 minutos, o más allá de 3 correos a una dirección en 24 horas, no envía nada.',
      parameters: {
        email: 'La dirección de la cuenta cuya contraseña se olvidó.',
        language: 'El idioma del correo cuando la cuenta no tiene uno guardado (pt, en, es, fr).',
      },
    },
    'platform.password-recovery-confirm': {
      summary: 'Establecer una contraseña nueva desde un enlace de recuperación',
      description:
        'La llamada del enlace de recuperación: establece la contraseña nueva y marca el correo como verificado (el enlace demostró el buzón), y concede los créditos de bienvenida que esperaban esa verificación. Un enlace funciona una vez; 404 not_found cuando es desconocido, ya se usó, fue sustituido por uno más nuevo o caducó.',
      parameters: {
        token: 'El token del enlace del correo de recuperación.',
        password: 'La contraseña nueva, de al menos 6 caracteres.',
      },
    },
    'platform.health': {
      summary: 'Comprobación de estado',
      description:
        'Responde `{status: "ok"}` cuando la API está en marcha. El generador de imágenes la llama antes de generar.',
    },
    'platform.services': {
      summary: 'Listar servicios',
      description:
        'El catálogo de servicios: id, nombre, descripción (en portugués), categoría, icono, créditos por uso y las marcas de popular y próximamente.',
    },
    'platform.openapi': {
      summary: 'Documento OpenAPI 3.1',
      description: 'Esta API descrita en OpenAPI 3.1, generada a partir de la tabla de operaciones.',
    },
    'platform.newsletter-subscribe': {
      summary: 'Suscribirse al boletín',
      description:
        'Guarda la dirección como pendiente y le envía un enlace de confirmación (válido 7 días) con un enlace para darse de baja. Siempre responde 202 con el mismo cuerpo, así no revela quién está suscrito; una solicitud repetida en menos de 10 minutos, o más allá de 3 correos a una dirección en 24 horas, no envía nada, y una dirección nunca se guarda dos veces.',
      parameters: {
        email: 'La dirección a suscribir; se le envía un enlace para confirmarla.',
        language: 'El idioma del correo de confirmación (pt, en, es, fr).',
      },
    },
    'platform.newsletter-confirm': {
      summary: 'Confirmar la suscripción al boletín',
      description:
        'La llamada del enlace de confirmación: marca la dirección como confirmada (confirmar otra vez no es un problema). 404 not_found cuando el enlace es desconocido, fue sustituido por uno más nuevo o caducó.',
      parameters: { token: 'El token del enlace del correo de confirmación.' },
    },
    'platform.newsletter-unsubscribe': {
      summary: 'Darse de baja del boletín',
      description:
        'La llamada del enlace de baja: borra la dirección guardada. Una dirección ya eliminada recibe la misma respuesta; un token que no coincide con el guardado recibe 404 not_found.',
      parameters: { token: 'El token del enlace del correo de confirmación.' },
    },
    'platform.user-delete-account': {
      summary: 'Eliminar mi cuenta',
      description:
        'Tras comprobar la contraseña (403 forbidden con `reason: invalid_password` cuando es incorrecta, y no se elimina nada): revoca todas las claves de API al instante, programa el fin de una suscripción activa al cierre del periodo pagado, borra archivos, historial, registros, jobs y claves, y elimina el acceso. Las compras se conservan, como exige la ley fiscal, bajo un id opaco que ya no está vinculado a la persona. El correo puede registrarse de nuevo más adelante como una cuenta nueva.',
      parameters: {
        password: 'La contraseña de la cuenta, escrita de nuevo para confirmar la eliminación.',
      },
    },
    'billing.checkout': {
      summary: 'Iniciar un pago',
      description:
        'Crea una sesión de pago para un plan (suscripción) o para el paquete de créditos extra (pago único, solo con un plan activo) y responde `{url, sessionId}`. Envía exactamente uno de `planId` y `pack`. La página de pago se muestra en el idioma `locale` y vuelve al origen desde el que se abrió el panel.',
      parameters: {
        planId: 'Plan a contratar: 1 Básico, 2 Profesional, 3 Empresarial.',
        pack: 'El paquete único de créditos extra (solo suscriptores).',
        locale: 'Idioma de la página de pago: pt, en, es o fr (por defecto: el idioma de la cuenta; si no, pt).',
      },
    },
    'billing.portal': {
      summary: 'Abrir el portal de facturación',
      description: 'Responde `{url}` del portal de gestión de la suscripción, que se muestra en el idioma `locale`.',
      parameters: {
        locale: 'Idioma de la página de pago: pt, en, es o fr (por defecto: el idioma de la cuenta; si no, pt).',
      },
    },
    'billing.webhook': {
      summary: 'Webhook de Stripe',
      description: 'Eventos firmados de Stripe; cada evento se procesa una sola vez.',
      parameters: {
        id: 'Id del evento de Stripe; un evento ya procesado se confirma y se ignora.',
        type: 'Tipo del evento de Stripe, por ejemplo `invoice.paid` o `checkout.session.completed`.',
      },
    },
    'billing.checkout-session': {
      summary: 'Estado de la sesión de pago',
      description:
        'Alimenta la página de pago completado: `payment_status` (paid cuando se confirma) y `amount_total` en céntimos.',
      parameters: {
        id: 'El id de la sesión de pago, de la URL de éxito.',
      },
    },
    'billing.summary': {
      summary: 'Plan y compras',
      description:
        'Alimenta la página de créditos: el plan actual, su fecha de renovación (o de fin), si se puede comprar el paquete extra y el historial de compras.',
    },
    'files.create': {
      summary: 'Crear una URL de subida',
      description:
        'Para archivos por encima del límite de una solicitud (4 MiB). Responde `{fileId, uploadUrl, uploadFields, expiresAt, maxBytes}`: en un plazo de 15 minutos, envía por POST un formulario multipart/form-data a `uploadUrl` con cada entrada de `uploadFields` y, al final, el archivo en el campo `file` (S3 rechaza archivos de más de `maxBytes` o con otro Content-Type); después envía el `fileId` en cualquier campo de archivo. La subida se guarda 24 horas.',
      card: {
        name: 'Subida de archivos',
        description: 'Sube archivos grandes una vez y úsalos en cualquier servicio durante 24 horas.',
      },
      parameters: {
        filename: 'Nombre original del archivo, conservado en los resultados.',
        contentType: 'Tipo de medio del archivo; la subida debe enviar el mismo campo Content-Type.',
        size: 'Tamaño en bytes, si se conoce (como máximo 209715200); si es mayor, la respuesta es 413 antes de la subida.',
      },
    },
    'pdf.merge': {
      summary: 'Unir PDFs',
      description: [
        'Une de 2 a 50 PDFs en uno (como máximo 5.000 páginas en total), con las páginas en el orden en que se enviaron los archivos. Responde `merged.pdf`.',
        pdfUnsound,
      ].join(' '),
      card: { name: 'Unir PDFs', description: 'Combina varios archivos PDF en un único documento.' },
      parameters: {
        files: 'Los PDF, en el orden en que deben aparecer sus páginas (repite la parte multipart `files`).',
        passwords: 'Contraseñas de los archivos cifrados, por posición (vacía para archivos sin contraseña).',
      },
    },
    'pdf.split': {
      summary: 'Dividir un PDF',
      description: [
        'Extrae rangos de páginas. Un rango responde un PDF; varios rangos (o ninguno: todas las páginas) responden un ZIP de PDFs.',
        pdfUnsound,
      ].join(' '),
      card: { name: 'Dividir PDF', description: 'Separa las páginas de un PDF en archivos individuales.' },
      parameters: {
        file: pdfFile,
        pages:
          'Rangos como `1-3,5,8-`. Un rango devuelve un PDF; varios devuelven un ZIP con un PDF por rango. Si se omite: un PDF por página.',
        password: inputPassword,
      },
    },
    'pdf.watermark': {
      summary: 'Poner una marca de agua en un PDF',
      description: ['Dibuja el texto centrado en cada página, girado y con opacidad.', pdfUnsound].join(' '),
      card: {
        name: 'Marca de agua en PDF',
        description: 'Añade una marca de agua de texto con opacidad, rotación, tamaño y color.',
      },
      parameters: {
        file: pdfFile,
        text: 'Texto de la marca de agua (cualquier idioma: se dibuja con una fuente Unicode incrustada).',
        opacity: opacity,
        rotation: 'Grados, en sentido antihorario.',
        password: inputPassword,
        fontSize: 'Tamaño de la fuente en puntos.',
        color: 'Color del texto en hexadecimal `#RRGGBB`.',
      },
    },
    'pdf.add-text': {
      summary: 'Añadir texto a un PDF',
      description: [
        'Escribe texto en una posición (en puntos desde la esquina inferior izquierda) de las páginas elegidas.',
        pdfUnsound,
      ].join(' '),
      card: { name: 'Añadir texto al PDF', description: 'Escribe un texto en cualquier posición de una página PDF.' },
      parameters: {
        file: pdfFile,
        text: 'El texto; los saltos de línea empiezan nuevas líneas.',
        x: 'Posición horizontal en puntos desde el borde izquierdo (72 puntos = 1 pulgada).',
        y: 'Posición vertical de la primera línea base en puntos desde el borde inferior.',
        alignment: 'Cómo se alinea el texto respecto a x.',
        color: 'RGB 0-255: {r, g, b}, "0,0,0" o #000000.',
        pages: 'Páginas donde escribir, como `1` o `1-3,5`. Si se omite: todas las páginas.',
        password: inputPassword,
        fontSize: 'Tamaño de la fuente en puntos.',
        'color.r': 'Rojo, de 0 a 255.',
        'color.g': 'Verde, de 0 a 255.',
        'color.b': 'Azul, de 0 a 255.',
      },
    },
    'pdf.protect': {
      summary: 'Proteger un PDF con contraseña',
      description: ['Cifra con AES-256 (mecanismo de seguridad de PDF 2.0, revisión 6).', pdfUnsound].join(' '),
      card: { name: 'Proteger PDF', description: 'Protege un PDF con contraseña usando cifrado AES-256.' },
      parameters: {
        file: pdfFile,
        userPassword: 'Contraseña necesaria para abrir el documento.',
        ownerPassword:
          'Contraseña que levanta los límites de permisos. Si se omite: una aleatoria, para que los límites no puedan levantarse.',
        permissions: 'Lo que puede hacer quien abre con la contraseña de usuario. Por defecto: todo.',
        password: inputPassword,
        'permissions.printing': 'Impresión permitida: alta resolución, baja resolución o ninguna.',
        'permissions.modifying': 'Si el contenido se puede modificar.',
        'permissions.copying': 'Si se pueden copiar textos e imágenes.',
        'permissions.annotating': 'Si se pueden añadir comentarios y anotaciones.',
        'permissions.fillingForms': 'Si se pueden rellenar los campos de formulario.',
        'permissions.contentAccessibility': 'Si los lectores de pantalla pueden extraer el contenido.',
        'permissions.documentAssembly': 'Si se pueden insertar, eliminar o girar páginas.',
      },
    },
    'pdf.unprotect': {
      summary: 'Quitar la contraseña de un PDF',
      description: [
        'Abre un PDF cifrado con la contraseña correspondiente y lo devuelve sin cifrar. Una contraseña incorrecta recibe 422; un PDF que no está cifrado y no tiene restricciones recibe 422 (`reason: not_encrypted`), sin cobro: no hay nada que quitar.',
        pdfUnsound,
      ].join(' '),
      card: { name: 'Desproteger PDF', description: 'Quita la contraseña de un PDF indicando la contraseña actual.' },
      parameters: {
        file: pdfFile,
        password:
          'La contraseña de usuario o de propietario; vacía u omitida para un archivo que se abre sin contraseña pero restringe el uso.',
      },
    },
    'pdf.extract-text': {
      summary: 'Extraer el texto de un PDF',
      description:
        'Responde `{pageCount, text, pages: [{page, text}]}` (solo la capa de texto; las páginas escaneadas necesitan OCR).',
      card: { name: 'Extraer texto de PDF', description: 'Extrae el texto de cada página de un documento PDF.' },
      parameters: {
        file: pdfFile,
        password: inputPassword,
      },
    },
    'pdf.html-to-pdf': {
      summary: 'Convertir HTML a PDF',
      description:
        'Renderiza el HTML en un navegador headless con JavaScript desactivado y todas las solicitudes de red bloqueadas (incrusta las imágenes como URLs data:).',
      card: {
        name: 'HTML a PDF',
        description: 'Convierte HTML en un PDF listo para imprimir, con formato y márgenes.',
      },
      parameters: {
        html: 'El documento HTML. Los scripts no se ejecutan; solo se cargan imágenes, fuentes y estilos data:.',
        filename: 'Nombre del archivo devuelto (se añade .pdf si falta).',
        options: 'Formato de página (A4 por defecto), orientación, márgenes e impresión del fondo.',
        'options.format': 'Tamaño del papel.',
        'options.landscape': 'Orientación horizontal en lugar de vertical.',
        'options.marginTop': 'Margen superior: un número en píxeles o una medida CSS como `1cm`.',
        'options.marginRight': 'Margen derecho: un número en píxeles o una medida CSS como `1cm`.',
        'options.marginBottom': 'Margen inferior: un número en píxeles o una medida CSS como `1cm`.',
        'options.marginLeft': 'Margen izquierdo: un número en píxeles o una medida CSS como `1cm`.',
        'options.printBackground': 'Imprime los colores y las imágenes de fondo.',
      },
    },
    'image.qr-code': {
      summary: 'Generar un código QR',
      description:
        'Un código QR, en PNG por defecto o en SVG (`format`), de `width` × `width` píxeles con un margen de 4 módulos. Corrección de errores M, o H cuando se añade un logo. Los módulos ocupan píxeles enteros (los píxeles sobrantes amplían el margen). El logo se centra sobre módulos enteros, ocupa como máximo una cuarta parte del ancho, con un tamaño que la corrección de errores puede compensar, y nunca tapa los patrones con los que un lector encuentra el código; la versión del código puede subir para dejarle sitio, y los datos con logo se limitan a 958 bytes. Los colores deben ser módulos oscuros sobre un fondo claro con un contraste de al menos 3:1 (400). Los datos que no caben en un código QR (2.331 bytes en M), o un ancho demasiado pequeño para el código o su logo, se rechazan con 422.',
      card: {
        name: 'Generador de códigos QR',
        description: 'Genera códigos QR personalizados con colores y logotipo.',
      },
      parameters: {
        data: 'Texto o URL a codificar.',
        color: 'Color de los módulos: más oscuro que backgroundColor, con un contraste de al menos 3:1 (WCAG).',
        backgroundColor: 'Color de fondo.',
        width: 'Ancho y alto de la imagen en píxeles.',
        logo: 'Logotipo opcional dibujado en el centro (como máximo un cuarto del ancho). Una URL https, una data URL en base64 (data:...;base64,...) o un id file_ de POST /api/files.',
        format: 'png (por defecto) o svg.',
      },
    },
    'image.watermark': {
      summary: 'Poner una marca de agua en una imagen',
      description:
        'Añade una marca de agua de texto o de logo en una posición o en mosaico, con opacidad, tras aplicar la orientación EXIF. Responde la imagen en su propio formato (JPG, PNG, WEBP; los demás pasan a PNG) salvo que indiques `outputFormat`. El texto se dibuja con DejaVu Sans (latino con acentos, griego, cirílico, hebreo, árabe, símbolos), Droid Sans Fallback (ideogramas CJK, kana, Hangul) y Symbola (emoji y otros símbolos); los caracteres que ninguna tiene, como el etíope, se rechazan con 422, que los nombra. Las marcas del texto se dibujan literalmente. Solo imágenes fijas (los GIF/WEBP animados y los SVG se rechazan), de 50 megapíxeles como máximo, comprobados antes de decodificar; las entradas CMYK y de 16 bits se convierten a sRGB de 8 bits.',
      card: {
        name: 'Marca de agua en imagen',
        description: 'Aplica una marca de agua de texto o logotipo a las imágenes.',
      },
      parameters: {
        file: 'La imagen (parte multipart, URL, data URL o id de archivo).',
        imageUrl: 'La imagen por URL, cuando no se envía ningún archivo.',
        watermarkType: 'Marca de agua de texto o de imagen (logotipo).',
        watermarkContent: 'El texto de la marca de agua (tipo text).',
        logoUrl: 'La imagen de la marca de agua (tipo image).',
        opacity: opacity,
        repeatPattern: '`tile` repite la marca sobre la imagen.',
        outputFormat: 'PNG, JPG o WEBP; por defecto, el formato de entrada.',
        position: 'Dónde se coloca la marca de agua.',
      },
    },
    'image.chart': {
      summary: 'Generar un gráfico',
      description:
        'Renderiza un gráfico de Chart.js 4 (bar, line, pie, doughnut, radar, polarArea, scatter, bubble; gráficos mixtos con el `type` de cada conjunto de datos) en un PNG de exactamente `width` × `height` sobre fondo blanco, con fuentes incluidas (DejaVu Sans, Droid Sans Fallback para CJK, kana y Hangul, Symbola para emoji); un texto con un carácter que ninguna tiene se rechaza con 422, que lo nombra. La configuración es solo JSON: las cadenas que parecen código, las claves de prototipo y las opciones de cualquier cosa que no sean los plugins incluidos (legend, title, subtitle, tooltip, filler, decimation, colors) se rechazan con 400, igual que cualquier opción que el motor no puede respetar, con su ruta: opciones que Chart.js solo acepta como funciones (`callback`, `callbacks`, `filter`, `sort`, `on…`, ganchos `before…`/`after…`) y tipos de escala distintos de category, linear, logarithmic y radialLinear (las escalas de tiempo necesitan un adaptador de fechas, que no se incluye); como máximo 20.000 puntos en total; un renderizado de más de 5 s se detiene (422). Cada punto debe ser uno que Chart.js pueda dibujar en ese tipo de gráfico (números, cadenas numéricas o null; en bar también [low, high] y {x, y}; en line {x, y}; en scatter {x, y}; en bubble {x, y, r}; los puntos como objeto se leen con las claves de `parsing`), de magnitud 1e100 como máximo; si no, 400 con el punto. Los conjuntos de datos sin `label` se llaman "Dataset N"; `plugins` se fusiona en profundidad con `options.plugins`. La animación y el diseño adaptable están desactivados.',
      card: {
        name: 'Generador de gráficos',
        description: 'Convierte datos en gráficos de líneas, barras, circulares, de anillo o de radar.',
      },
      parameters: {
        data: 'Datos de Chart.js: labels y datasets.',
        options: 'Opciones de Chart.js (solo JSON).',
        plugins: 'Opciones de los plugins integrados (legend, title, tooltip), combinadas en options.plugins.',
        type: 'Tipo de gráfico: barras, líneas, circular, anillo, radar, área polar (polarArea), dispersión (scatter) o burbujas (bubble).',
        'data.labels': 'Etiquetas del eje horizontal (o de los sectores).',
        'data.datasets': 'Las series de datos: un objeto por serie.',
        'data.datasets.label': 'Nombre de la serie, que se muestra en la leyenda.',
        'data.datasets.data': 'Los valores de la serie, uno por etiqueta.',
        width: 'Ancho de la imagen en píxeles.',
        height: 'Alto de la imagen en píxeles.',
        'data.datasets.type': 'Tipo de gráfico solo de esta serie, para mezclar barras y líneas en un mismo gráfico.',
        'options.scales': 'Ajustes de los ejes (`scales` de Chart.js), p. ej. `{y: {beginAtZero: true}}`.',
      },
    },
    'image.remove-background': {
      summary: 'Quitar el fondo',
      description:
        'Recorta el sujeto y responde un PNG (o WEBP) con fondo transparente, a través del proveedor configurado: un proveedor HTTP del tipo Runware (modelo RemBG 1.4; se respeta `alphaMatting`) o Amazon Bedrock Nova Canvas BACKGROUND_REMOVAL (`alphaMatting` no tiene equivalente allí; las imágenes se escalan a 320-4096 px por lado y 4,19 megapíxeles). Entradas: PNG, JPG, WEBP, GIF, TIFF, AVIF de hasta 40 megapíxeles (más grandes: 422); cualquier otra cosa, 415. Un fallo del proveedor es un 502 y un rechazo por la política de contenido un 422 con el motivo del proveedor, ambos reembolsados; sin proveedor, 503 sin cobro. Cuesta 2 créditos con el proveedor HTTP (unos US$ 0,006 al precio por crédito más bajo; el proveedor cuesta bastante menos del 30 % de eso) y 67 créditos cuando el despliegue usa Bedrock (Nova Canvas cobra una edición como una imagen generada, hasta US$ 0,06).',
      card: {
        name: 'Eliminar fondo de imagen',
        description: 'Elimina el fondo de las fotos automáticamente, con transparencia.',
      },
      parameters: {
        image: image,
        outputFormat: 'Un formato con transparencia.',
        alphaMatting: 'Refina bordes suaves, como el cabello.',
        webhookUrl: webhookUrl,
      },
    },
    'image.text-to-image': {
      summary: 'Generar imágenes a partir de texto',
      description:
        'Genera de 1 a 4 imágenes, 3 créditos cada una. Responde `images` (url, prompt, seed, imageUUID, width, height), con `storageUrls[]` (storageUrl, prompt) y `data[]` (taskUUID, imageUUID, seed, imageURL); las URLs están prefirmadas durante 24 horas y las imágenes se guardan 30 días. `provider` indica quién las generó. Proveedor HTTP del tipo Runware (el predeterminado): se respetan todos los parámetros (tamaños de 128 a 2048 en pasos de 64, nunca redondeados). Amazon Bedrock Nova Canvas (opcional): se respetan el prompt y el prompt negativo de hasta 1024 caracteres, el tamaño, numberResults, CFGScale (limitado a 1.1-10) y seed, pero no steps ni scheduler; los lados de menos de 320 px suben a 320 y una proporción de más de 4:1 se rechaza con 400. Un fallo del proveedor es un 502 y un rechazo por la política de contenido un 422 con el motivo del proveedor, ambos reembolsados; sin proveedor, 503 sin cobro. Economía por unidad: 3 créditos rinden unos US$ 0,009 al precio por crédito más bajo (Empresarial, R$ 497 por 30.000 créditos, a R$ 5,50 por US$), así que una imagen puede costar como máximo US$ 0,0027; el modelo predeterminado del proveedor HTTP (FLUX.1 schnell) cuesta unos US$ 0,0006-0,0013 por imagen (7-14 %). Nova Canvas cuesta US$ 0,04 por imagen hasta 1024x1024 y US$ 0,06 hasta 2048x2048 (calidad estándar), así que un despliegue que usa Bedrock cobra 67 créditos por imagen (US$ 0,20 de ingreso, con un coste de como máximo el 30 %); el catálogo y `dry_run` siempre muestran el precio del motor en uso.',
      card: {
        name: 'Generación de imágenes con IA',
        description: 'Crea imágenes a partir de una descripción en texto.',
      },
      parameters: {
        positivePrompt: 'Qué dibujar.',
        negativePrompt: 'Qué evitar.',
        numberResults: 'Imágenes a generar; cada una cuesta 3 créditos (67 con Bedrock).',
        CFGScale: 'Cuánto ceñirse al prompt.',
        scheduler: 'Muestreador, por ejemplo DPMSolverMultistepScheduler.',
        seed: 'Fíjela para obtener resultados reproducibles.',
        webhookUrl: webhookUrl,
        width: 'Ancho de la imagen en píxeles.',
        height: 'Alto de la imagen en píxeles.',
        outputFormat: 'Formato de la imagen generada.',
        steps: 'Pasos de generación: más pasos, más detalle y más tiempo.',
      },
    },
    'image.upscale': {
      summary: 'Ampliar una imagen',
      description:
        'Amplía una imagen exactamente 2, 3 o 4 veces en ambas dimensiones (remuestreo Lanczos-3, nitidez opcional), tras aplicar la orientación EXIF. La salida se limita a 36 megapíxeles (por ejemplo, 3000 × 3000 a 2×, 1500 × 1500 a 4×): un resultado más grande se rechaza con 422 antes de hacer nada. Solo imágenes fijas, de 50 megapíxeles como máximo a la entrada.',
      card: {
        name: 'Aumentar resolución de imagen',
        description: 'Amplía imágenes 2x, 3x o 4x manteniendo la nitidez.',
      },
      parameters: {
        image: image,
        outputQuality: 'Calidad JPG/WEBP.',
        sharpen: 'Aplica una máscara de enfoque suave tras ampliar.',
        webhookUrl: webhookUrl,
        upscaleFactor: 'Cuántas veces más grande es el resultado, en cada dimensión.',
        outputFormat: 'Formato de la imagen ampliada.',
      },
    },
    'image.save': {
      summary: 'Guardar una imagen generada en el historial',
      parameters: {
        user_id: 'Se ignora: el registro siempre pertenece a quien llama.',
        positive_prompt: 'El prompt a partir del cual se generó la imagen.',
        negative_prompt: 'Lo que la generación debía evitar.',
        width: 'Ancho de la imagen en píxeles.',
        height: 'Alto de la imagen en píxeles.',
        number_results: 'Cuántas imágenes produjo la generación.',
        output_format: 'Formato de la imagen (PNG, JPG, WEBP).',
        steps: 'Pasos de generación usados.',
        cfg_scale: 'Cuánto siguió la generación el prompt.',
        scheduler: 'Muestreador usado por el proveedor.',
        style: 'Estilo elegido en el generador.',
        mood: 'Ambiente elegido en el generador.',
        task_type: 'Tipo de tarea del proveedor.',
        image_uuid: 'El id de la imagen en el proveedor.',
        task_uuid: 'El id de la tarea en el proveedor.',
        seed: 'Semilla aleatoria, para reproducir la imagen.',
        storage_url: 'URL https donde se guarda la imagen.',
        credits_used: 'Créditos que costó la generación.',
        generation_status: 'Estado informado por el proveedor.',
      },
    },
    'image.history': {
      summary: 'Historial de imágenes',
      description:
        '`{success, data}`: los registros guardados, primero el más reciente (id, storage_url, positive_prompt, style, mood, width, height, created_at).',
      parameters: {
        limit: 'Registros por página.',
        cursor: 'El `nextCursor` de la página anterior.',
      },
    },
    'text.extract-image-text': {
      summary: 'Extraer el texto de una imagen (OCR)',
      description:
        'Lee texto impreso con Tesseract (LSTM, datos entrenados de portugués o inglés). Responde `{text, confidence, language, width, height, words}`, donde cada palabra tiene su texto, su confianza (0-100) y su caja en píxeles `{x0, y0, x1, y1}`. Una imagen sin texto (en blanco) tiene éxito con `text: ""`, `confidence: 0` y ninguna palabra, y se cobra como cualquier lectura: la imagen se procesó entera. Solo imágenes rasterizadas fijas (PNG, JPG, WEBP, GIF, TIFF, AVIF; sin PDF, sin animación). Una imagen de hasta 16 megapíxeles (`x-limits.syncMaxPixels`) se lee en la solicitud; una mayor, de hasta 50 megapíxeles, solo como job: sin `Prefer: respond-async` responde 413, sin cobro. Una lectura de más de 30 s se detiene con 504, sin cobro.',
      card: {
        name: 'Extraer texto de imágenes (OCR)',
        description: 'Reconoce el texto de imágenes en portugués o inglés.',
      },
      parameters: {
        file: 'La imagen (PNG, JPG, WEBP, TIFF...).',
        language: 'por (portugués) o eng (inglés).',
        webhookUrl: webhookUrl,
      },
    },
    'text.extract-web-info': {
      summary: 'Extraer datos de una página web',
      description:
        'Descarga una página HTML pública (no se ejecuta JavaScript ni se cargan subrecursos) y responde `{url, finalUrl, status, contentType, encoding, title, description, canonical, language, openGraph, twitter, favicon, headings, article, text, wordCount, links, linkCount}`. `text` es el texto principal legible (Mozilla Readability, como en la Vista de lectura de Firefox; párrafos separados por líneas en blanco), con el texto visible de la página cuando no se encuentra ningún artículo (`article` es entonces null). Los enlaces son absolutos, sin repetir y marcados como `internal` (mismo host) o externos. El juego de caracteres sale de una marca de orden de bytes, de la cabecera HTTP o de `<meta charset>` (las páginas en Latin-1 y Windows-1252 se decodifican bien). Se siguen hasta 5 redirecciones y cada una se vuelve a comprobar; las direcciones privadas, de loopback y link-local se rechazan (400), incluidos los hosts que resuelven a ellas. La página puede tener como máximo 5 MB (413) y debe llegar en 10 s (422). El contenido que no es HTML (PDF, imágenes, JSON, texto plano…) recibe 415 `unsupported_media_type`: usa para eso las operaciones de PDF o de OCR. Los fallos no se cobran.',
      card: {
        name: 'Extracción de datos web',
        description: 'Extrae título, texto, enlaces y metadatos de páginas web.',
      },
      parameters: {
        url: 'La página a leer (http o https, solo direcciones públicas, sin usuario:contraseña@).',
        maxLinks: 'Máximo de enlaces a listar (distintos, absolutos); `linkCount` indica el total.',
      },
    },
    'text.process-script': {
      summary: 'Dividir un guion en escenas',
      description:
        'Responde `{success, source, scenes}`: por escena, sequence, title, timeRange y timing (total ÷ número de escenas, en segundos), prompt, style, mood, palabras clave (`elements`) e importance. `source` es `llm` cuando un LLM (Amazon Bedrock Converse) escribió los títulos y los prompts en inglés, y `fallback` cuando lo hizo el divisor determinista: títulos como Opening Scene, importancia alta para las dos primeras y las dos últimas escenas, prompts construidos con el pasaje del guion (sin traducir).',
      parameters: {
        script: 'El guion completo.',
        videoDuration: 'Duración total del vídeo en segundos.',
        desiredImages:
          'Número de escenas (3-20). Si se omite: 3-12 según la longitud del guion (una cada 200 caracteres).',
        globalStyle: 'Estilo visual aplicado a todas las escenas (p. ej. cartoon).',
        globalMood: 'Ambiente aplicado a todas las escenas (p. ej. alegre).',
      },
    },
    'text.generate-script': {
      summary: 'Escribir un guion',
      description:
        'Responde `{success, source, title, script, sections, wordCount, targetWords, language}`: un guion para un vídeo, pódcast, presentación, webinar o clase, en secciones con intervalos de tiempo que suman la duración. `source` es `llm` cuando lo escribió un LLM (Amazon Bedrock Converse, el motor de process-script); sin él es `template`: un esquema determinista que lo dice en su primera línea, con huecos entre corchetes para tus propias palabras. Los guiones de más de unos 15 minutos se escriben con la apertura y el cierre completos y puntos clave para el resto.',
      parameters: {
        topic: 'De qué trata el guion.',
        scriptType: 'youtube, podcast, presentation, webinar o course.',
        duration: 'Duración en minutos: 1, 3, 5, 10, 15, 30 o 60.',
        audience: 'Quién lo verá o escuchará.',
        language: 'Idioma en que se escribe el guion.',
        tone: 'Tono del guion.',
      },
    },
    'audio.text-to-speech': {
      summary: 'Texto a voz (archivo de audio)',
      description:
        'Lee en voz alta hasta 10.000 caracteres (1 crédito por cada 1.000 o fracción) con el motor eSpeak NG incluido, en una de 16 voces (pt-BR, en-US, es-ES, fr-FR); las marcas se leen como texto, nunca se interpretan. Responde el audio (MP3, WAV u OGG) con su duración en `X-Audio-Duration`; con `Accept: application/json`, el JSON de `/api/audio/text-to-speech/v2`. Errores: 400 para un texto sin palabras, un texto por encima del límite o una voz que no habla `language`; 413 para un cuerpo por encima del límite. El motor está incluido, así que no hay proveedor del que prescindir; las voces de Amazon Polly son la opción premium (`/api/audio/text-to-speech/premium`).',
      card: { name: 'Texto a voz', description: 'Convierte texto en audio con voces en varios idiomas.' },
      parameters: speechParameters,
    },
    'audio.text-to-speech-v2': {
      summary: 'Texto a voz (JSON con el enlace del audio)',
      description:
        'Responde `{success, audioUrl, fileName, format, textLength, provider, language, duration, billing: {totalCreditsCharged}}`; con `Accept: audio/*`, el propio audio.',
      parameters: speechParameters,
    },
    'audio.text-to-speech-premium': {
      summary: 'Texto a voz con voces de Amazon Polly (premium)',
      description:
        'El mismo contrato que `/api/audio/text-to-speech/v2`, leído por voces estándar de Amazon Polly; 2 créditos por cada 1.000 caracteres. Responde 503 donde Polly no está configurado.',
      parameters: speechParameters,
    },
    'audio.youtube-transcribe': {
      summary: 'Transcribir un vídeo de YouTube',
      description:
        'Responde `{transcription, language, segments, source}` a partir de los subtítulos publicados del vídeo: los escritos por personas antes que los automáticos, primero el `language` preferido (exacto y luego el mismo idioma base) y, si no, la pista predeterminada del vídeo. Sin subtítulos, y solo donde hay configurados un proveedor de voz a texto y una fuente de audio de YouTube, se transcribe el audio (`source: speech-to-text`, como máximo 30 minutos de audio); si no, 422. Errores: 400 para una URL que no es un único vídeo de YouTube (listas de reproducción, otros sitios, ids erróneos); 502 cuando no se puede acceder a YouTube o lo rechaza. Con `Prefer: respond-async` se ejecuta como job (202 con `statusUrl`); un job fallido se reembolsa.',
      card: {
        name: 'Transcripción de vídeos de YouTube',
        description: 'Obtén la transcripción de un vídeo de YouTube a partir del enlace.',
      },
      parameters: {
        videoUrl: 'La URL de un vídeo de YouTube.',
        language: 'Idioma preferido de los subtítulos.',
        webhookUrl: webhookUrl,
      },
    },
    'audio.speech-to-text': {
      summary: 'Transcribir un archivo de audio',
      description:
        'Transcribe un archivo de audio (MP3, WAV, OGG, M4A, WEBM, FLAC…; parte multipart, URL, data URL o id `file_`) de 25 MiB y 30 minutos como máximo a través del proveedor configurado (Amazon Transcribe en AWS, o un endpoint compatible con OpenAI); `model: enhanced` o `useEnhanced` pide el mejor modelo del proveedor, si tiene uno. El audio se comprueba con ffprobe y se decodifica antes de cobrar o enviar nada: lo que no es audio recibe 415; corrupto, truncado o demasiado largo recibe 422, sin cobro. Precio: 10 créditos por minuto (o fracción) del audio decodificado (en segundos enteros), como mínimo 10; `dry_run=true` mide el audio de la misma forma y responde ese precio. Sin un proveedor configurado: 503, sin cobro (no hay motor alternativo); un fallo del proveedor es 502 y no se cobra. Responde `{text, language, duration, provider, segments}`. Con `Prefer: respond-async` se ejecuta como job (202 con `statusUrl`); un job fallido se reembolsa.',
      card: { name: 'Voz a texto', description: 'Transcribe archivos de audio a texto.' },
      parameters: {
        audioFile: 'El audio (MP3, WAV, OGG, M4A, WEBM...).',
        webhookUrl: webhookUrl,
        language: 'Idioma hablado en el audio.',
        model: '`enhanced` pide el mejor modelo del proveedor, si lo tiene.',
        useEnhanced: 'Lo mismo que `model: enhanced`.',
      },
    },
    'audio.voice-samples': {
      summary: 'Voces de un idioma',
      description: '`{language, voices: [{voiceName, language, gender, engine, hasAudio, audioUrl, duration}]}`.',
      parameters: {
        language: 'Idioma de las voces que se listan (pt-BR, en-US, es-ES, fr-FR).',
      },
    },
    'audio.generate-voice-sample': {
      summary: 'Generar una muestra de voz',
      description: '`{sample: {voiceName, audioUrl, duration}}`; en caché por voz e idioma.',
      parameters: {
        voiceName: 'La voz de la muestra.',
        language: 'Idioma de la frase de muestra: el de la propia voz, que es el predeterminado.',
      },
    },
    'audio.speech-history': {
      summary: 'Historial de voz',
      description:
        'Una lista de `{id, title, text_content, voice, language, credits_used, audio_url, created_at}`, primero lo más reciente.',
      parameters: {
        page: 'Número de página, desde 1.',
        limit: 'Registros por página.',
      },
    },
    'audio.save-speech-history': {
      summary: 'Guardar un audio en el historial',
      parameters: {
        title: 'Título que se muestra en el historial.',
        text: 'El texto que se leyó.',
        voice: 'La voz usada.',
        language: 'El idioma de la voz.',
        audioUrl: 'URL https del archivo de audio.',
        duration: 'Duración del audio en segundos.',
        creditsUsed: 'Créditos que costó el audio.',
      },
    },
    'video.render-video-from-images': {
      summary: 'Generar un vídeo a partir de imágenes',
      description: [
        'Una presentación: de 1 a 50 imágenes, cada una en pantalla de 0,5 a 60 s (exactos en fotogramas), ajustadas sobre un fondo negro. Las duraciones de las imágenes suman como máximo 600 s de salida (si no, 422). Precio: 5 créditos por minuto (o fracción) de esa salida (la suma de las duraciones, exacta en fotogramas), como mínimo 5, cobrados al aceptar; `dry_run=true` responde el mismo precio.',
        videoTransitions,
        'Fotograma: `formatPreset` youtubeShort 1080×1920 o longVideo 1920×1080, o ancho × alto (por defecto 1280×720).',
        videoSize,
        'De 10 a 60 fps (por defecto 30); mp4 (H.264 + AAC, faststart), mov o webm (VP8 + Opus), con una pista estéreo en silencio.',
        videoInputFile,
        videoJob,
      ].join(' '),
      card: {
        name: 'Vídeo a partir de imágenes',
        description: 'Crea vídeos con transiciones a partir de una secuencia de imágenes.',
      },
      parameters: {
        'images.duration': 'Segundos en pantalla.',
        formatPreset: 'youtubeShort (1080x1920) o longVideo (1920x1080).',
        animateImages: 'Zoom lento (Ken Burns) en cada imagen.',
        fps: 'Fotogramas por segundo del resultado.',
        width: 'Por defecto 1280, o el ancho del preset.',
        height: 'Por defecto 720, o el alto del preset.',
        webhookUrl: webhookUrl,
        images: 'Las imágenes, en orden: un objeto por imagen.',
        'images.url': 'URL https (o id `file_`) de la imagen.',
        transition: 'Transición entre las imágenes.',
        outputFormat: 'Formato del vídeo.',
      },
    },
    'video.add-subtitles-to-video': {
      summary: 'Grabar subtítulos en un vídeo',
      description: [
        'Subtítulos como 1 a 2.000 fragmentos de hasta 500 caracteres, o texto SRT / WebVTT de hasta 500.000 caracteres (un archivo mal formado recibe 400, que nombra el bloque). `burn` los dibuja en la imagen con las opciones de estilo (fuentes DejaVu incluidas, cualquier Unicode que cubran; las marcas y las etiquetas de override de ASS se dibujan como texto); `soft` añade una pista seleccionable (mov_text en mp4/mov, WebVTT en webm) y copia el vídeo cuando su códec lo permite. La salida dura lo mismo que el vídeo.',
        videoProbe,
        videoInputFile,
        videoHeldPrice,
        videoJob,
      ].join(' '),
      card: { name: 'Subtítulos en vídeo', description: 'Añade subtítulos con color, fuente y posición a un vídeo.' },
      parameters: {
        subtitles: 'Una lista de subtítulos `{text, startTime, endTime}`, o texto SRT / WebVTT.',
        subtitleMode: 'burn: dibujados en la imagen. soft: una pista de subtítulos seleccionable (mp4, mov, webm).',
        backgroundColor: 'Color del recuadro detrás del texto (borderStyle box).',
        defaultFont: 'Familia tipográfica; las fuentes desconocidas pasan a una sans-serif.',
        webhookUrl: webhookUrl,
        videoUrl: 'El vídeo: una URL https o un id `file_` de POST /api/files.',
        'subtitles.text': 'Texto del subtítulo.',
        'subtitles.startTime': 'Cuándo aparece el subtítulo, en segundos.',
        'subtitles.endTime': 'Cuándo desaparece el subtítulo, en segundos.',
        color: 'Color del texto en hexadecimal `#RRGGBB`.',
        position: 'Dónde se sitúan los subtítulos en el cuadro.',
        fontSize: 'Tamaño de la fuente en píxeles.',
        fontStyle: 'Estilo de la fuente.',
        borderStyle: 'Contorno en las letras, una caja detrás o ninguno.',
        alignment: 'Alineación horizontal del texto.',
        effectStyle: 'Cómo aparece cada subtítulo: de golpe o con fundido.',
        outputFormat: 'Formato del vídeo.',
      },
    },
    'video.add-audio-to-video': {
      summary: 'Añadir audio a un vídeo',
      description: [
        'Sustituye la banda sonora por un audio principal y una pista secundaria opcional (música, en bucle), o los mezcla con el audio propio del vídeo (`videoAudio: mix`); volúmenes de 0 a 2. El resultado dura lo mismo que el vídeo: el audio principal suena una vez (o en bucle con `matchAudioDuration`) y se corta al final del vídeo. Salida mp4 (H.264 copiado cuando es posible, AAC).',
        videoProbe,
        'Los mismos límites se aplican a los archivos de audio.',
        videoInputFile,
        videoHeldPrice,
        videoJob,
      ].join(' '),
      card: {
        name: 'Añadir audio al vídeo',
        description: 'Incluye narración y banda sonora en un vídeo, con control de volumen.',
      },
      parameters: {
        secondaryAudioUrl: 'Música de fondo, mezclada bajo el audio principal.',
        matchAudioDuration:
          'Repite el audio principal hasta llenar el vídeo (si no, suena una vez); siempre se corta al final del vídeo.',
        videoAudio: 'replace: solo las pistas nuevas. mix: el audio propio del vídeo queda debajo de ellas.',
        originalAudioVolume: 'Volumen del audio propio del vídeo al mezclar.',
        webhookUrl: webhookUrl,
        videoUrl: 'El vídeo: una URL https o un id `file_` de POST /api/files.',
        mainAudioUrl: 'El audio principal (una narración, por ejemplo): una URL https o un id `file_`.',
        mainAudioVolume: 'Volumen del audio principal: 0 silencio, 1 sin cambios, 2 el doble.',
        secondaryAudioVolume: 'Volumen de la música de fondo: 0 silencio, 1 sin cambios, 2 el doble.',
      },
    },
    'video.merge-videos': {
      summary: 'Unir vídeos',
      description: [
        'Une de 2 a 20 vídeos en orden, normalizados a un mismo fotograma (con bandas; por defecto 1280×720), 30 fps y estéreo a 48 kHz (silencio en los clips sin audio).',
        videoSize,
        videoTransitions,
        'Por defecto `none`. Un `title` añade delante una cartela de título de 3 segundos. Los clips (y la cartela) suman como máximo 600 s de salida.',
        videoProbe,
        videoInputFile,
        videoHeldPrice,
        videoJob,
      ].join(' '),
      card: { name: 'Unir vídeos', description: 'Une varios vídeos en un único archivo.' },
      parameters: {
        videos: 'URL de los vídeos, como cadenas u objetos `{url}`.',
        webhookUrl: webhookUrl,
        width: 'Ancho del vídeo final en píxeles.',
        height: 'Alto del vídeo final en píxeles.',
        transition: 'Transición entre los vídeos.',
        outputFormat: 'Formato del vídeo.',
        title: 'Una pantalla de título que se muestra 3 segundos antes del primer vídeo.',
      },
    },
    'video.image-to-video': {
      summary: 'Animar una imagen en vídeo',
      description: [
        'Imagen a vídeo con IA a través del proveedor configurado (Amazon Bedrock Nova Reel en AWS): de 1 a 4 variaciones de una imagen, con un prompt de hasta 512 caracteres. El proveedor renderiza clips con su propia duración y fotograma fijos (el resultado indica `durationSeconds`, `width`, `height`); la imagen se recorta a ese fotograma. Precio: 32 créditos por segundo de cada clip generado (Nova Reel: 6 s, es decir, 192 por variación), cobrados al aceptar; `dry_run=true` responde el mismo precio. Sin un proveedor configurado: 503, sin cobro.',
        videoInputFile,
        'Responde 202 `{sessionId, jobId, status, statusUrl}`; un job fallido se reembolsa. El `result` del job terminado es `{videoUrl, videos: [{url, expiresAt}], durationSeconds, width, height, provider}`: los clips se guardan 24 horas y sus enlaces se firman cada vez que se lee el job.',
      ].join(' '),
      card: { name: 'Imagen a vídeo', description: 'Anima una imagen y conviértela en un vídeo corto con IA.' },
      parameters: {
        positivePrompt: 'Cómo debe moverse la imagen.',
        imageUrl: 'La imagen inicial.',
        duration:
          'Segundos pedidos; el proveedor genera la duración de su propio clip (6 s con Nova Reel), que es lo que se cobra.',
        numberResults: 'Variaciones; cada una cuesta 32 créditos por segundo de su clip.',
        webhookUrl: webhookUrl,
        outputFormat: 'Formato del vídeo.',
        height: 'Alto del vídeo en píxeles.',
        width: 'Ancho del vídeo en píxeles.',
      },
    },
    'verify.email': {
      summary: 'Verificar una dirección de correo',
      description:
        'Comprueba una dirección sin enviar correo y responde `{email, normalized, verdict, reasons, syntax, domain, mx, disposable, role, freeProvider, suggestion}`. `verdict` es `deliverable` (bien formada, y el dominio publica servidores de correo), `risky` (entregable pero desechable, una cuenta genérica como info@, una probable errata de un proveedor común, o correo solo a través de la dirección del dominio por no tener MX), `undeliverable` (mal formada, el dominio no existe o rechaza el correo con un MX nulo) o `unknown` (el DNS no respondió a tiempo: vuelve a intentarlo más tarde). `reasons` enumera `{code, message}` por cada hallazgo. Los dominios internacionales se comprueban en su forma ASCII (IDNA). No hay sondeo SMTP (conectarse al servidor de correo para preguntar por el buzón): hace que la IP que comprueba acabe en listas negras, y muchos servidores aceptan cualquier dirección o aplican greylisting, así que no se sabe si el buzón en sí existe. Las respuestas DNS se guardan en caché un minuto. Se rechazan con 400 (sin cobro): más de 254 caracteres, caracteres de control, partes locales entre comillas y dominios con IP literal.',
      card: {
        name: 'Verificación de correo electrónico',
        description: 'Comprueba si una dirección de correo es válida y puede recibir mensajes.',
      },
      parameters: {
        email: 'La dirección a verificar, hasta 254 caracteres; se aceptan dominios internacionales (IDNA).',
      },
    },
    'verify.whatsapp': {
      summary: 'Verificar un número de WhatsApp',
      description:
        'Analiza y valida un número de teléfono con el plan de numeración completo (metadatos de libphonenumber) y responde `{phone, valid, reason, e164, country, countryCallingCode, nationalNumber, nationalFormat, internationalFormat, type, whatsapp}`. `type` es mobile, fixed_line, fixed_line_or_mobile, voip, toll_free, premium_rate, shared_cost, personal_number, pager, uan, voicemail o unknown. `whatsapp.eligible` indica si un número así puede tener una cuenta de WhatsApp (móviles; fijos y VoIP solo como WhatsApp Business). `whatsapp.registered` es true/false solo cuando hay un proveedor de la API de WhatsApp Business configurado en este despliegue; si no, es null y `whatsapp.registeredReason` dice por qué (provider_not_configured, provider_error, not_eligible, invalid_number): nunca se adivina. `whatsapp.link` es el enlace de chat wa.me. Los números sin +prefijo del país se leen con `defaultCountry` (por defecto BR). Se rechazan con 400 (sin cobro): letras, demasiados o muy pocos dígitos para el país, un defaultCountry desconocido.',
      card: { name: 'Verificación de WhatsApp', description: 'Valida números de teléfono para usar en WhatsApp.' },
      parameters: {
        phone: 'El número, idealmente en E.164 (+5511987654321); los números nacionales se leen con defaultCountry.',
        defaultCountry: 'País de los números dados sin +código de país (por defecto BR).',
      },
    },
    'jobs.get': {
      summary: 'Estado de un job',
      description:
        '`{jobId, status: queued|running|succeeded|failed, progress, result, error, creditsCharged, webhook}`. `webhook` (null sin `webhookUrl`) es `{url, state: pending|delivered|failed, nextRetryAt, attempts}`, cada intento con su hora, su estado HTTP (o error), su duración y el siguiente reintento.',
      parameters: {
        id: 'El id del job (job_...).',
      },
    },
    'jobs.render-status': {
      summary: 'Estado del renderizado de vídeo',
      description: '`{id, status}`; el estado es `completed` cuando el vídeo está listo.',
      parameters: {
        id: videoJobId,
      },
    },
    'jobs.video-url': {
      summary: 'URL del vídeo renderizado',
      description: '`{id, url}` una vez terminado el renderizado.',
      parameters: {
        id: videoJobId,
      },
    },
    'jobs.video-status': {
      summary: 'Estado de imagen a vídeo',
      description: '`{sessionId, status, videoUrl, videos}`.',
      parameters: {
        id: 'El sessionId devuelto por image-to-video.',
      },
    },
    'jobs.webhook-redeliver': {
      summary: 'Reenviar el webhook de un job',
      description:
        'Vuelve a enviar el webhook del job terminado, como una entrega nueva con todo el calendario de reintentos: el intento 1 ahora, con el mismo id de evento (`Alquimia-Webhook-Id`). Gratis. 202 con la entrega; 409 `conflict` mientras el job está en cola o en ejecución (su webhook sale cuando termina) o cuando se aceptó sin `webhookUrl`.',
      parameters: {
        id: 'El id del job (job_...).',
      },
    },
    'mcp.endpoint': {
      summary: 'Servidor MCP (Model Context Protocol)',
      description:
        'HTTP con streaming, sin estado, respuestas en JSON. Envía `Accept: application/json, text/event-stream`. `tools/list` enumera cada operación con clave de API como una herramienta (nombre `pdf_merge` para `pdf.merge`, entrada en JSON Schema, archivos como URLs https, data URLs o ids file_); `tools/call` la ejecuta por el mismo pipeline que la llamada HTTP, con el mismo cobro de créditos. Argumentos opcionales en cada herramienta: `dry_run` (solo el precio), `idempotency_key` y `output` (`url`) para resultados en archivo. Los archivos vuelven como recursos incrustados de hasta 1 MiB; los más grandes, como un enlace válido 24 horas. El endpoint en sí es gratuito. Una notificación (sin `id`) recibe 202 sin cuerpo. Los errores del protocolo (método o herramienta desconocidos, parámetros no válidos) son objetos de error JSON-RPC (`{jsonrpc, id, error: {code, message}}`, códigos de -32600 a -32603 y -32700) en una respuesta 200, y una llamada a herramienta fallida es un resultado con `isError: true` que lleva el problema de la operación; los errores de la propia solicitud HTTP (clave, cuerpo, tipo de contenido) son problem+json con su estado HTTP.',
      parameters: {
        jsonrpc: 'Siempre "2.0".',
        id: 'Id de la solicitud; ausente en las notificaciones.',
        method: 'Método MCP: initialize, tools/list, tools/call...',
        params: 'Parámetros del método.',
      },
    },
  },
  /** Services announced before they have an operation (shared/catalogue/services.ts), by service id. */
  plannedServices: {
    'ai-model-training': {
      name: 'Entrenamiento de modelos de IA',
      description: 'Entrena modelos de IA personalizados con tus propios datos.',
    },
  },
};
