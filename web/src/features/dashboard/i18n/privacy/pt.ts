import type { CatalogueShape } from '../../../../i18n/feature-catalogue.js';

/**
 * Portuguese texts of the profile's "your data" section (namespace `dashboardPrivacy`), the reference for en, es and
 * fr. They load with the profile page (components/profile/privacy-catalogue.ts), not with the first screen.
 */
export const pt = {
  privacy: {
    title: 'Seus dados',
    description:
      'A LGPD (art. 18) garante acesso, portabilidade e exclusão dos seus dados. Você faz isso aqui mesmo, sem precisar nos escrever.',
    exportTitle: 'Exportar meus dados',
    exportHint:
      'Um arquivo .zip com tudo o que guardamos da sua conta: perfil, chaves de API (sem os segredos), uso de créditos, registro de chamadas, jobs, histórico e compras, em JSON e em CSV.',
    exportButton: 'Exportar meus dados',
    exportPreparing: 'Preparando o arquivo com os seus dados...',
    exportQueued:
      'Sua conta tem muitos registros, então estamos preparando o arquivo em segundo plano. Enviaremos o link para o seu e-mail em alguns minutos; ele também aparecerá aqui quando estiver pronto.',
    exportReady: 'Seu arquivo está pronto.',
    exportReadyEmailed: 'Seu arquivo está pronto. Também enviamos o link para o seu e-mail; ele vale por 24 horas.',
    exportDownload: 'Baixar o arquivo (.zip)',
    exportError: 'Não foi possível preparar a exportação. Tente novamente.',
    deleteTitle: 'Excluir minha conta',
    deleteHint: 'Suas chaves param de funcionar na hora e a conta é apagada. Esta ação não pode ser desfeita.',
    deleteButton: 'Excluir minha conta',
    deleteDialogTitle: 'Excluir a conta para sempre?',
    deletedList:
      'Apagamos: perfil, chaves de API (revogadas na hora), créditos restantes, uso, registro de chamadas, jobs, arquivos, histórico de imagens e áudios e o seu login. Uma assinatura ativa é cancelada ao fim do período já pago.',
    keptList:
      'Guardamos apenas o que a lei exige: as compras (valor, data, plano), por 5 anos, sem o seu nome nem e-mail, ligadas a um código anônimo; e os registros de acesso (endereço IP, data e hora de cada requisição), por 6 meses (Marco Civil da Internet, art. 15).',
    password: 'Sua senha',
    passwordRequired: 'Digite sua senha para confirmar.',
    wrongPassword: 'A senha está incorreta. Nada foi apagado.',
    deleteError: 'Não foi possível excluir a conta. Tente novamente.',
    deleteConfirm: 'Excluir minha conta',
    cancel: 'Cancelar',
  },
};

export type PrivacyMessages = CatalogueShape<typeof pt>;
