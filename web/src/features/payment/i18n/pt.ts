/** Payment result pages (docs/product.md#payment-pages). Portuguese is the reference. */
export const pt = {
  verifying: 'Verificando pagamento...',
  successTitle: 'Pagamento confirmado!',
  successText: 'Obrigado! Sua compra foi concluída e os créditos já estão na sua conta.',
  plan: 'Plano',
  amount: 'Valor',
  date: 'Data',
  balance: 'Saldo atual',
  planNames: { basic: 'Básico', professional: 'Profissional', enterprise: 'Empresarial' },
  extraPack: 'Créditos extras',
  credits: '{{count, number}} créditos',
  credits_one: '{{count, number}} crédito',
  errorTitle: 'Ocorreu um erro',
  missingSession: 'ID da sessão não encontrado',
  verifyFailed: 'Erro ao verificar status do pagamento',
  notConfirmed: 'Pagamento não confirmado',
  backToDashboard: 'Voltar ao dashboard',
  goToDashboard: 'Ir para o dashboard',
  viewCredits: 'Ver meus créditos',
  cancelledTitle: 'Pagamento Cancelado',
  cancelledText: 'Nenhum valor foi cobrado em seu cartão.',
  backToCredits: 'Voltar para Meus Créditos',
};

export type PaymentMessages = typeof pt;
