import type { PrivacyMessages } from './pt.js';

export const es: PrivacyMessages = {
  privacy: {
    title: 'Tus datos',
    description:
      'La LGPD (art. 18) te garantiza acceso, portabilidad y eliminación de tus datos. Lo haces aquí mismo, sin escribirnos.',
    exportTitle: 'Exportar mis datos',
    exportHint:
      'Un archivo .zip con todo lo que guardamos de tu cuenta: perfil, claves de API (sin sus secretos), uso de créditos, registro de llamadas, jobs, historial y compras, en JSON y CSV.',
    exportButton: 'Exportar mis datos',
    exportPreparing: 'Preparando el archivo con tus datos...',
    exportQueued:
      'Tu cuenta tiene muchos registros, así que estamos preparando el archivo en segundo plano. Te enviaremos el enlace por correo electrónico en unos minutos; también aparecerá aquí cuando esté listo.',
    exportReady: 'Tu archivo está listo.',
    exportReadyEmailed: 'Tu archivo está listo. También enviamos el enlace a tu correo; vale por 24 horas.',
    exportDownload: 'Descargar el archivo (.zip)',
    exportError: 'No se pudo preparar la exportación. Inténtalo de nuevo.',
    deleteTitle: 'Eliminar mi cuenta',
    deleteHint: 'Tus claves dejan de funcionar al instante y la cuenta se borra. No se puede deshacer.',
    deleteButton: 'Eliminar mi cuenta',
    deleteDialogTitle: '¿Eliminar la cuenta para siempre?',
    deletedList:
      'Borramos: perfil, claves de API (revocadas al instante), créditos restantes, uso, registro de llamadas, jobs, archivos, historial de imágenes y audios y tu acceso. Una suscripción activa se cancela al final del período ya pagado.',
    keptList:
      'Guardamos solo lo que exige la ley: las compras (importe, fecha, plan), durante 5 años, sin tu nombre ni correo, ligadas a un código anónimo; y los registros de acceso (dirección IP, fecha y hora de cada solicitud), durante 6 meses (Marco Civil de Internet, art. 15).',
    password: 'Tu contraseña',
    passwordRequired: 'Escribe tu contraseña para confirmar.',
    wrongPassword: 'La contraseña es incorrecta. No se borró nada.',
    deleteError: 'No se pudo eliminar la cuenta. Inténtalo de nuevo.',
    deleteConfirm: 'Eliminar mi cuenta',
    cancel: 'Cancelar',
  },
};
