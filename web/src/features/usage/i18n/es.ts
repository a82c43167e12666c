import type { UsageMessages } from './pt.js';

export const es: UsageMessages = {
  title: 'Uso',
  description: 'Llamadas y créditos por día en los últimos 30 días, por familia de servicios.',
  loading: 'Cargando…',
  error: 'No se pudo cargar el uso.',
  metrics: { calls: 'Llamadas por día', credits: 'Créditos por día' },
  chartSummary: '{{metric}}: {{total}} en los últimos 30 días; hoy, {{today}}.',
  table: { caption: '{{metric}} por día y familia de servicios', date: 'Fecha', total: 'Total' },
  top: {
    title: 'Operaciones más usadas',
    operation: 'Operación',
    family: 'Familia',
    calls: 'Llamadas',
    errors: 'Errores',
    credits: 'Créditos',
    empty: 'Ninguna llamada en los últimos 30 días.',
  },
  today: {
    title: 'Hoy',
    quota: 'Cuota diaria',
    quotaUse: '{{used}} de {{limit}} solicitudes',
    unlimited: '{{used}} solicitudes (sin límite diario)',
    resets: 'Se renueva a las 00:00 UTC.',
    rate: 'Límite de tasa',
    rateValue: '{{perSecond}} por segundo, ráfagas de hasta {{burst}}',
    explain: 'Una respuesta 429 significa que se alcanzó la cuota del día o el límite de tasa.',
    refreshed: 'Se actualiza cada 30 segundos y al volver a esta pestaña.',
  },
};
