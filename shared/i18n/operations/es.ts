import type { OperationTranslation } from './types.js';

// Texts several operations share.
const pdfFile = 'El PDF: una parte multipart, una URL https, una data URL en base64 o un id file_ de POST /api/files.';
const inputPassword = 'Contraseña del archivo, si está cifrado.';
const opacity = 'De 0.0 (transparente) a 1.0 (opaco).';
const image = 'La imagen.';
const webhookUrl = 'Recibe un POST firmado (HMAC-SHA256) cuando el trabajo termina con éxito o falla.';
const speechText =
  'Hasta 10.000 caracteres; 1 crédito por cada 1.000. Las marcas se leen como texto, nunca se interpretan.';
const voice =
  'Nombre de la voz (pt: mariana, camila, pedro, joao; en: emma, olivia, sophia, alex, david, james; es: elena, lucia, carlos, miguel; fr: amelie, louis).';
const voiceLanguage = 'El idioma de la voz (pt-BR, en-US, es-ES, fr-FR); por defecto, el de la voz elegida.';
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

/**
 * Everything about each operation in Spanish, keyed by operation id: the service card's name and description
 * (on the operation that sells the card), the operation's own name where the playground lists it without a card of
 * its own, and the parameter descriptions by field path.
 */
export const es: OperationTranslation = {
  operations: {
    'platform.user-update-profile': {
      parameters: {
        language: 'El idioma del sitio y de los correos electrónicos.',
        name: 'Nombre que se muestra en el panel y en los correos.',
      },
    },
    'platform.user-rename-api-key': {
      parameters: {
        name: 'Nuevo nombre de la clave, para distinguir las claves.',
      },
    },
    'platform.user-create-key': {
      parameters: {
        name: 'Nombre de la clave, para distinguir las claves (por ejemplo, la integración que la usa).',
        expires_at: 'Caducidad opcional (ISO 8601, en el futuro): después de ella la clave se rechaza con 401.',
        allowed:
          'Ids de operaciones (pdf.merge) o nombres de familias (pdf) que la clave puede llamar, opcionales; cualquier otra llamada se rechaza con 403 key_restricted, sin cobro. Vacío o ausente = todas las operaciones.',
      },
    },
    'platform.user-rename-key': {
      parameters: {
        id: 'El id de la clave (key_...).',
        name: 'Nuevo nombre de la clave, para distinguir las claves.',
      },
    },
    'platform.user-revoke-key': {
      parameters: {
        id: 'El id de la clave (key_...).',
      },
    },
    'platform.user-usage': {
      parameters: {
        limit: 'Elementos por página.',
        cursor: 'El `nextCursor` de la página anterior.',
      },
    },
    'platform.user-requests': {
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
    'platform.user-get-export': {
      parameters: {
        id: 'El id de la exportación (exp_...).',
      },
    },
    'platform.newsletter-subscribe': {
      parameters: {
        email: 'La dirección a suscribir; se le envía un enlace para confirmarla.',
        language: 'El idioma del correo de confirmación (pt, en, es, fr).',
      },
    },
    'platform.newsletter-confirm': {
      parameters: { token: 'El token del enlace del correo de confirmación.' },
    },
    'platform.newsletter-unsubscribe': {
      parameters: { token: 'El token del enlace del correo de confirmación.' },
    },
    'platform.user-delete-account': {
      parameters: {
        password: 'La contraseña de la cuenta, escrita de nuevo para confirmar la eliminación.',
      },
    },
    'billing.checkout': {
      parameters: {
        planId: 'Plan a contratar: 1 Básico, 2 Profesional, 3 Empresarial.',
        pack: 'El paquete único de créditos extra (solo suscriptores).',
        locale: 'Idioma de la página de pago: pt, en, es o fr (por defecto: el idioma de la cuenta; si no, pt).',
      },
    },
    'billing.portal': {
      parameters: {
        locale: 'Idioma de la página de pago: pt, en, es o fr (por defecto: el idioma de la cuenta; si no, pt).',
      },
    },
    'billing.webhook': {
      parameters: {
        id: 'Id del evento de Stripe; un evento ya procesado se confirma y se ignora.',
        type: 'Tipo del evento de Stripe, por ejemplo `invoice.paid` o `checkout.session.completed`.',
      },
    },
    'billing.checkout-session': {
      parameters: {
        id: 'El id de la sesión de pago, de la URL de éxito.',
      },
    },
    'files.create': {
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
      card: { name: 'Unir PDFs', description: 'Combina varios archivos PDF en un único documento.' },
      parameters: {
        files: 'Los PDF, en el orden en que deben aparecer sus páginas (repite la parte multipart `files`).',
        passwords: 'Contraseñas de los archivos cifrados, por posición (vacía para archivos sin contraseña).',
      },
    },
    'pdf.split': {
      card: { name: 'Dividir PDF', description: 'Separa las páginas de un PDF en archivos individuales.' },
      parameters: {
        file: pdfFile,
        pages:
          'Rangos como `1-3,5,8-`. Un rango devuelve un PDF; varios devuelven un ZIP con un PDF por rango. Si se omite: un PDF por página.',
        password: inputPassword,
      },
    },
    'pdf.watermark': {
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
      card: { name: 'Desproteger PDF', description: 'Quita la contraseña de un PDF indicando la contraseña actual.' },
      parameters: {
        file: pdfFile,
        password:
          'La contraseña de usuario o de propietario; vacía u omitida para un archivo que se abre sin contraseña pero restringe el uso.',
      },
    },
    'pdf.extract-text': {
      card: { name: 'Extraer texto de PDF', description: 'Extrae el texto de cada página de un documento PDF.' },
      parameters: {
        file: pdfFile,
        password: inputPassword,
      },
    },
    'pdf.html-to-pdf': {
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
      parameters: {
        limit: 'Registros por página.',
        cursor: 'El `nextCursor` de la página anterior.',
      },
    },
    'text.extract-image-text': {
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
      card: { name: 'Texto a voz', description: 'Convierte texto en audio con voces en varios idiomas.' },
      parameters: speechParameters,
    },
    'audio.text-to-speech-v2': {
      name: 'Texto a voz (v2, enlace del audio)',
      parameters: speechParameters,
    },
    'audio.text-to-speech-premium': {
      name: 'Texto a voz (premium)',
      parameters: speechParameters,
    },
    'audio.youtube-transcribe': {
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
      parameters: {
        language: 'Idioma de las voces que se listan (pt-BR, en-US, es-ES, fr-FR).',
      },
    },
    'audio.generate-voice-sample': {
      parameters: {
        voiceName: 'La voz de la muestra.',
        language: 'Idioma de la frase de muestra.',
      },
    },
    'audio.speech-history': {
      parameters: {
        page: 'Número de página, desde 1.',
        limit: 'Registros por página.',
      },
    },
    'audio.save-speech-history': {
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
      card: {
        name: 'Verificación de correo electrónico',
        description: 'Comprueba si una dirección de correo es válida y puede recibir mensajes.',
      },
      parameters: {
        email: 'La dirección a verificar, hasta 254 caracteres; se aceptan dominios internacionales (IDNA).',
      },
    },
    'verify.whatsapp': {
      card: { name: 'Verificación de WhatsApp', description: 'Valida números de teléfono para usar en WhatsApp.' },
      parameters: {
        phone: 'El número, idealmente en E.164 (+5511987654321); los números nacionales se leen con defaultCountry.',
        defaultCountry: 'País de los números dados sin +código de país (por defecto BR).',
      },
    },
    'jobs.get': {
      name: 'Estado de un job',
      parameters: {
        id: 'El id del trabajo (job_...).',
      },
    },
    'jobs.render-status': {
      name: 'Estado del renderizado de vídeo',
      parameters: {
        id: videoJobId,
      },
    },
    'jobs.video-url': {
      name: 'URL del vídeo renderizado',
      parameters: {
        id: videoJobId,
      },
    },
    'jobs.video-status': {
      name: 'Estado de imagen a vídeo',
      parameters: {
        id: 'El sessionId devuelto por image-to-video.',
      },
    },
    'jobs.webhook-redeliver': {
      name: 'Reenviar el webhook de un job',
      parameters: {
        id: 'El id del job (job_...).',
      },
    },
    'mcp.endpoint': {
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
