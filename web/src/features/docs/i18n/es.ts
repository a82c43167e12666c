import type { DocsMessages } from './pt.js';

export const es: DocsMessages = {
  title: 'Documentación de la API',
  description:
    'Todo para hacer tu primera llamada en minutos: guías, ejemplos listos y la referencia completa de cada endpoint.',
  publicSignIn: 'Iniciar sesión',
  publicRegister: 'Crear cuenta gratis',
  quickLinks: {
    label: 'Enlaces rápidos',
    gettingStarted: 'Primeros pasos',
    authentication: 'Autenticación',
    endpoints: 'Endpoints',
    examples: 'Ejemplos',
    errors: 'Códigos de error',
    rateLimits: 'Límites de uso',
  },
  toc: 'En esta página',
  code: { label: 'Ejemplo de código', copy: 'Copiar código', copied: '¡Código copiado!' },
  table: {
    header: 'Cabecera',
    meaning: 'Significado',
    plan: 'Plan',
    perDay: 'Solicitudes por día',
    perSecond: 'Por segundo',
    burst: 'Ráfaga',
  },
  guides: {
    gettingStarted: {
      title: 'Primeros pasos',
      intro: 'Tres pasos te separan de tu primera llamada con éxito.',
      step1Title: '1. Crea la cuenta y copia la clave',
      step1:
        'Regístrate (recibes {{credits}} créditos gratis al confirmar el correo) y copia tu clave en la página API Keys del panel.',
      step2Title: '2. Haz la primera llamada',
      step2:
        'Envía la clave en la cabecera `api-token`. El ejemplo de abajo genera un código QR y guarda el PNG; cambia `YOUR_API_KEY` por tu clave.',
      step3Title: '3. Revisa el coste y el saldo',
      step3:
        'Cada respuesta trae `X-Credits-Charged` (créditos de esta llamada) y `X-Credits-Remaining` (saldo). El historial está en la página Créditos.',
      openKeys: 'Abrir API Keys',
    },
    authentication: {
      title: 'Autenticación',
      intro: 'Cada llamada pública lleva tu clave de API en una de estas cabeceras (usa solo una):',
      primary: 'la cabecera principal, usada en los ejemplos',
      alternative: 'alternativa aceptada',
      bearer: 'la convención OAuth, para clientes que solo envían tokens',
      failure:
        'Sin clave, o con una clave revocada, la respuesta es `401` con el código `unauthorized`. Nunca pongas la clave en código del navegador: llama a la API desde tu servidor.',
    },
    credits: {
      title: 'Créditos y dry_run',
      body: 'Cada endpoint tiene un precio en créditos, indicado en la referencia de abajo. El cargo se hace solo cuando la llamada se acepta.',
      dryRun:
        'Añade `?dry_run=true` a cualquier llamada para validar los parámetros y conocer el precio sin ejecutar nada ni cobrar: la respuesta es `{dryRun, operationId, credits, balance}`.',
      refund:
        'Sin saldo suficiente la respuesta es `402 insufficient_credits`. Los errores de validación nunca se cobran, y cualquier fallo posterior al cargo se reembolsa automáticamente.',
    },
    idempotency: {
      title: 'Idempotency-Key',
      body: 'Envía un valor único en la cabecera `Idempotency-Key` (por ejemplo un UUID) para repetir una llamada con seguridad tras un fallo de red.',
      replay:
        'Un reintento con la misma clave y el mismo cuerpo se cobra una sola vez y devuelve la primera respuesta, con la cabecera `Idempotent-Replayed: true`.',
      conflict:
        'La misma clave con otro cuerpo, o mientras la primera sigue en curso, responde `409 idempotency_conflict`.',
    },
    rateLimits: {
      title: 'Cuotas y límites de uso',
      body: 'Cada cuenta tiene sus propios límites, según el plan: una cuota diaria de solicitudes (día UTC) y una tasa por segundo, con una ráfaga que puedes enviar de una vez. Un cliente que llama rápido nunca frena a otro.',
      unlimited: 'ilimitado',
      free: 'Gratuito',
      headers: 'En los planes con cuota, cada respuesta trae su estado:',
      limit: 'solicitudes permitidas por día',
      remaining: 'cuántas quedan hoy',
      reset: 'cuándo se reinicia la cuota (segundos epoch, UTC)',
      exceeded:
        'Por encima de la cuota, o más rápido que la tasa una vez gastada la ráfaga, la respuesta es `429 quota_exceeded` con `Retry-After`: espera esos segundos antes de reintentar. Las llamadas rechazadas no cuestan nada.',
    },
    filesIn: {
      title: 'Archivos de entrada',
      intro: 'Todo campo de archivo acepta cuatro formas:',
      multipart: 'Subida `multipart/form-data`, una parte por archivo (repite la parte para listas).',
      url: 'Una URL `https` pública, descargada por el servidor (se rechazan direcciones privadas y de loopback).',
      dataUrl: 'Una data URL base64 (`data:application/pdf;base64,...`) dentro de un cuerpo JSON.',
      upload:
        'Un id `file_` de `POST /api/files`, para archivos grandes: devuelve `{fileId, uploadUrl, uploadFields}`; envía con `POST` un formulario a `uploadUrl` con todos los `uploadFields` y el `file` al final (en 15 minutos), y usa el `fileId` en el campo.',
      limit:
        'El cuerpo de una solicitud admite hasta {{inline}}; por encima la respuesta es `413` y el camino es `POST /api/files` (hasta {{upload}} por archivo; cada endpoint publica su límite en la referencia).',
    },
    filesOut: {
      title: 'Archivos y URLs de salida',
      file: 'Los endpoints que producen archivos responden con los bytes, el `Content-Type` y un `Content-Disposition` con el nombre del archivo.',
      url: 'Con `?output=url`, o cuando el resultado es demasiado grande para la respuesta, recibes JSON `{url, expiresAt, size, contentType}` con un enlace firmado.',
      expiry: 'Los resultados y las subidas se borran a las 24 horas: descarga lo que quieras conservar.',
    },
    async: {
      title: 'Jobs asíncronos y webhooks',
      intro:
        'Las operaciones largas se ejecutan como job. Envía `Prefer: respond-async` (los endpoints de vídeo son siempre asíncronos) y recibe `202 {jobId, status, statusUrl}`.',
      poll: 'Consulta `GET /api/jobs/{id}` hasta que `status` sea `succeeded` o `failed`: la respuesta trae `progress`, `result`, `error` y `creditsCharged`. Un job fallido se reembolsa.',
      webhook:
        'O pasa `webhookUrl` (https, dirección pública) en el cuerpo: al terminar enviamos un POST JSON `{id, type, createdAt, data}` con `type` `job.succeeded` o `job.failed`, firmado con el secreto de webhook de tu cuenta (página API Keys).',
      verify:
        'Para verificar: calcula HMAC-SHA256 de `<timestamp>.<cuerpo sin procesar>` con el secreto, en hexadecimal, y compáralo en tiempo constante con el valor tras `v1=` en la cabecera de firma. Rechaza timestamps con más de 5 minutos de diferencia (replays).',
      id: 'id único del evento (ignora repeticiones)',
      timestamp: 'momento del envío, en segundos epoch',
      signature: '`v1=` seguido del HMAC-SHA256 en hexadecimal',
    },
    mcp: {
      title: 'Servidor MCP para agentes de IA',
      intro:
        'Los agentes de IA usan todos los endpoints como herramientas MCP en `{{url}}` (Streamable HTTP), con la misma clave en la cabecera `api-token` y el mismo cobro que la API HTTP. Configuración para los clientes más comunes:',
      where: 'Dónde pegarlo: {{file}}',
      terminal: 'en el terminal',
    },
    errors: {
      title: 'Códigos de error',
      intro:
        'Los errores llegan como `application/problem+json` (RFC 9457): `{type, title, status, detail, code, requestId}`, con `errors` listando cada campo inválido en las respuestas 400. Compara por `code`, que es estable; da el `requestId` al soporte.',
      code: 'Código',
      status: 'HTTP',
      name: 'Título',
      meaning: 'Cuándo ocurre',
      codes: {
        invalid_request: 'Falta un campo, tiene el tipo incorrecto o está fuera de rango (ver `errors`).',
        unauthorized: 'Clave ausente, inválida, revocada o caducada.',
        insufficient_credits: 'El saldo no cubre el precio de la llamada.',
        forbidden: 'Estas credenciales no pueden llamar a esta ruta.',
        key_restricted:
          'La clave solo puede llamar a las operaciones o familias indicadas al crearla, y esta no es una de ellas; no se cobra.',
        not_found: 'Ruta o recurso inexistente (también de otra cuenta).',
        method_not_allowed: 'La ruta existe, pero no con este método HTTP (ver `Allow`).',
        idempotency_conflict: '`Idempotency-Key` reutilizada con otro cuerpo, o aún en curso.',
        conflict:
          'El recurso aún no está en un estado que permita esta llamada (p. ej., reenviar el webhook de un job que no terminó).',
        payload_too_large: 'Cuerpo o archivo por encima del límite publicado: usa `POST /api/files`.',
        unsupported_media_type: 'Tipo de contenido o de archivo no aceptado por este endpoint.',
        unprocessable_input: 'La entrada no se puede procesar (archivo dañado, imagen ilegible...).',
        input_encrypted: 'El archivo está protegido con contraseña.',
        quota_exceeded: 'Cuota diaria alcanzada o solicitudes demasiado rápidas (ver `Retry-After`).',
        internal_error: 'Fallo inesperado de nuestro lado; no se cobra.',
        provider_error: 'Falló el proveedor externo (IA, pagos...); no se cobra.',
        engine_unavailable: 'No hay motor ni proveedor configurado para este endpoint en este entorno.',
        timeout: 'La operación superó el tiempo límite; no se cobra.',
      },
    },
  },
  reference: {
    title: 'Referencia de endpoints',
    intro:
      'Generada a partir del documento OpenAPI 3.1 de este despliegue ({{count}} operaciones). Descárgalo en `{{path}}` para generar clientes o importarlo en Postman.',
    download: 'Descargar OpenAPI',
    loading: 'Cargando la referencia...',
    error: 'No se pudo cargar la referencia de la API. Inténtalo de nuevo.',
    retry: 'Reintentar',
    filter: 'Filtrar endpoints',
    filterPlaceholder: 'Nombre, ruta o id (ej.: merge, /api/pdf)',
    noMatch: 'Ningún endpoint coincide con el filtro.',
    credits: 'Precio',
    auth: 'Autenticación',
    authApiKey: 'clave de API (`api-token`)',
    authBearer: 'sesión del panel (Bearer)',
    authNone: 'ninguna',
    mode: 'Ejecución',
    modes: {
      sync: 'síncrona',
      'async-allowed': 'síncrona o job (`Prefer: respond-async`)',
      'async-only': 'siempre job (202)',
    },
    parameters: 'Parámetros',
    body: 'Cuerpo de la solicitud',
    responses: 'Respuestas',
    example: 'Ejemplo',
    name: 'Nombre',
    in: 'En',
    type: 'Tipo',
    required: 'Obligatorio',
    description: 'Descripción',
    yes: 'sí',
    no: 'no',
    default: 'por defecto: {{value}}',
    allowed: 'valores: {{values}}',
    range: 'de {{min}} a {{max}}',
    min: 'mínimo {{min}}',
    max: 'máximo {{max}}',
    maxLength: 'hasta {{max}} caracteres',
    file: 'archivo',
    fields: 'Campos de {{name}}',
    bodyLimit: 'Como máximo {{bytes}} bytes.',
    price: {
      free: 'Gratis',
      fixed_one: '{{count}} crédito por llamada',
      fixed: '{{count}} créditos por llamada',
      perChars_one: '{{count}} crédito por cada {{per}} caracteres (o fracción) de `{{field}}`',
      perChars: '{{count}} créditos por cada {{per}} caracteres (o fracción) de `{{field}}`',
      perResult_one: '{{count}} crédito por resultado (`{{field}}`, 1 por defecto)',
      perResult: '{{count}} créditos por resultado (`{{field}}`, 1 por defecto)',
      perSecond_one: '{{count}} crédito por segundo de {{measure}}',
      perSecond: '{{count}} créditos por segundo de {{measure}}',
      perMinute_one: '{{count}} crédito por minuto (o fracción) de {{measure}}',
      perMinute: '{{count}} créditos por minuto (o fracción) de {{measure}}',
      atLeast: '{{price}}, como mínimo {{min}}',
      times: '{{price}}, por resultado (`{{field}}`, 1 por defecto)',
      engine: '{{price}}; cuando este despliegue usa {{engine}}: {{enginePrice}}',
      measures: { audioSeconds: 'audio', outputSeconds: 'vídeo generado' },
    },
  },
};
