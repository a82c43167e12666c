import type { LegalTexts } from './types.js';

export const legal: LegalTexts = {
  terms: {
    title: 'Termos de Uso',
    intro:
      'Estes Termos de Uso regem o acesso e o uso da plataforma Alquimia, incluindo o site, o dashboard e as APIs de transformação de documentos, imagens, áudio, vídeo e dados da web. Leia com atenção antes de criar sua conta.',
    sections: [
      {
        title: 'Aceitação dos termos',
        paragraphs: [
          'Ao criar uma conta, gerar uma chave de API ou fazer qualquer chamada às nossas APIs, você declara que leu, entendeu e aceita estes Termos e a nossa Política de Privacidade.',
          'Se você usa a Alquimia em nome de uma empresa, declara ter poderes para aceitar estes Termos em nome dela, e "você" passa a incluir essa empresa.',
        ],
      },
      {
        title: 'O serviço',
        paragraphs: [
          "A Alquimia oferece APIs HTTP pagas por uso para processar PDFs (juntar, dividir, marca d'água, proteção, extração de texto, HTML para PDF), imagens (geração, ampliação, remoção de fundo, OCR, gráficos, QR codes), áudio e fala, vídeo, extração de dados da web e verificação de e-mails e números de mensagens.",
          'Funcionalidades marcadas como "Em breve" ainda não estão disponíveis e podem mudar antes do lançamento. Podemos melhorar, alterar ou descontinuar funcionalidades, avisando com antecedência razoável quando a mudança afetar você de forma relevante.',
        ],
      },
      {
        title: 'Cadastro e conta',
        paragraphs: [
          'Você precisa ter pelo menos 18 anos e capacidade civil plena para criar uma conta. Menores de 18 anos não podem usar a plataforma.',
          'Você deve informar dados verdadeiros e mantê-los atualizados. Você é responsável por manter sua senha em sigilo e por toda atividade realizada na sua conta. Avise-nos imediatamente em caso de uso não autorizado.',
        ],
      },
      {
        title: 'Chave de API',
        paragraphs: [
          'Cada conta recebe uma chave de API pessoal. Ela identifica você em cada chamada e autoriza o débito dos seus créditos; trate-a como uma senha e nunca a publique em código aberto ou em aplicativos executados no navegador.',
          'Você pode renomear, regenerar ou revogar a chave no dashboard. Chamadas feitas com a sua chave são de sua responsabilidade até que ela seja regenerada ou revogada.',
        ],
      },
      {
        title: 'Créditos, planos e pagamentos',
        paragraphs: [
          'Cada serviço consome uma quantidade de créditos por uso, informada no catálogo e na documentação. Contas novas recebem 20 créditos gratuitos. Os planos mensais (Básico, Profissional e Empresarial) somam os créditos do plano ao saldo a cada fatura paga, e créditos não usados continuam no saldo no mês seguinte; o pacote de créditos extras é vendido apenas a assinantes.',
          'Quando seus créditos acabam, novas chamadas são recusadas (resposta HTTP 402) até que você compre mais créditos ou assine um plano; nada é cobrado além do seu saldo. Chamadas com erro de validação não são cobradas, e chamadas que falham por causa da plataforma têm os créditos estornados automaticamente.',
          'Os pagamentos são processados pela Stripe. Assinaturas podem ser canceladas a qualquer momento pelo portal de cobrança e valem até o fim do período pago. Créditos já utilizados não são reembolsáveis, sem prejuízo dos direitos previstos no Código de Defesa do Consumidor. Se um pagamento for reembolsado ou perdido em contestação, os créditos daquela compra que ainda estiverem no saldo são retirados (o saldo nunca fica negativo); créditos já usados não geram cobrança.',
        ],
      },
      {
        title: 'Limites e uso aceitável',
        paragraphs: [
          'Cada plano tem um limite diário de requisições (100 no gratuito e no Básico, 1.000 no Profissional, ilimitado no Empresarial) e limites de tamanho de arquivo publicados na documentação. Requisições acima do limite são recusadas até o dia seguinte (UTC).',
          'É proibido usar a Alquimia para processar conteúdo ilegal, que viole direitos de terceiros ou que explore menores; para enviar malware; para tentar acessar redes internas ou sistemas de terceiros por meio das nossas APIs; para contornar limites, cobranças ou medidas de segurança; ou para sobrecarregar a infraestrutura de forma intencional.',
        ],
      },
      {
        title: 'Seus arquivos e conteúdo',
        paragraphs: [
          'Você mantém todos os direitos sobre os arquivos, textos e URLs que envia. Você nos concede apenas a licença necessária para processá-los e devolver o resultado solicitado.',
          'Arquivos enviados e resultados gerados são dados temporários: ficam disponíveis por links com prazo de validade e são apagados automaticamente em até 24 horas. A exceção é o histórico das ferramentas do painel (áudios do texto para fala e imagens do gerador de imagens), guardado por 30 dias para você baixar de novo e apagado automaticamente depois disso. Não usamos o seu conteúdo para treinar modelos. Guarde uma cópia de tudo o que for importante para você.',
          'O registro de requisições do painel (cada chamada feita com as suas chaves de API: horário, operação, status, código do problema, duração, créditos, chave, ID da requisição, Idempotency-Key e user agent) fica disponível para você por 30 dias e é apagado automaticamente depois disso.',
        ],
      },
      {
        title: 'Disponibilidade e suporte',
        paragraphs: [
          'Trabalhamos para manter a plataforma disponível 24 horas por dia, mas podem ocorrer interrupções para manutenção ou por falhas de terceiros. Um acordo de nível de serviço (SLA) garantido existe apenas no plano Empresarial, nos termos do respectivo contrato.',
          'O suporte é prestado por e-mail; o plano Profissional tem suporte prioritário e o Empresarial, suporte dedicado 24/7.',
        ],
      },
      {
        title: 'Propriedade intelectual',
        paragraphs: [
          'A marca Alquimia, o site, o dashboard, a documentação e o software da plataforma pertencem à Alquimia ou aos seus licenciadores. Estes Termos não transferem a você nenhum direito sobre eles além do uso do serviço conforme aqui previsto.',
        ],
      },
      {
        title: 'Limitação de responsabilidade',
        paragraphs: [
          'O serviço é fornecido "no estado em que se encontra". Resultados gerados automaticamente (como OCR, transcrições, imagens e textos gerados por IA) podem conter erros, e cabe a você revisá-los antes de usá-los.',
          'Na máxima extensão permitida pela lei, a responsabilidade total da Alquimia por qualquer reclamação fica limitada ao valor pago por você nos 12 meses anteriores ao fato, e não respondemos por lucros cessantes ou danos indiretos.',
        ],
      },
      {
        title: 'Alterações, encerramento e lei aplicável',
        paragraphs: [
          'Podemos atualizar estes Termos; mudanças relevantes serão avisadas por e-mail ou no dashboard com pelo menos 15 dias de antecedência. Você pode excluir sua conta a qualquer momento no dashboard (Perfil → Seus dados): as chaves de API são revogadas na hora, uma assinatura ativa é cancelada ao fim do período já pago e todos os dados são apagados, exceto os registros de compras (valor, data, plano), que a legislação fiscal nos obriga a guardar por 5 anos e que mantemos sem nome nem e-mail, ligados a um código anônimo. Os registros de acesso (endereço IP, data e hora de cada requisição) são mantidos por 6 meses, como exige o Marco Civil da Internet (art. 15), e depois apagados. Podemos suspender contas que violem estes Termos.',
          'Estes Termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro do domicílio do consumidor para resolver eventuais conflitos. Dúvidas: contato@alquimia.dev.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Política de Privacidade',
    intro:
      'Esta Política explica quais dados pessoais a Alquimia coleta, por que, por quanto tempo e quais são os seus direitos, em conformidade com a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).',
    sections: [
      {
        title: 'Quem somos',
        paragraphs: [
          'A Alquimia é a controladora dos dados pessoais tratados na plataforma (site, dashboard e APIs). Nosso encarregado de proteção de dados (DPO) pode ser contatado em privacidade@alquimia.dev.',
        ],
      },
      {
        title: 'Dados que coletamos',
        paragraphs: [
          'Dados de cadastro: nome, e-mail e senha (guardada pelo nosso provedor de autenticação apenas em forma protegida). Dados de uso: serviços chamados, créditos consumidos, datas, identificadores de requisição e endereço IP. Dados de cobrança: plano e histórico de pagamentos; os dados do cartão são tratados diretamente pela Stripe e nunca passam pelos nossos servidores.',
          'Conteúdo enviado às APIs (arquivos, textos, URLs) é tratado apenas para executar a operação que você pediu.',
        ],
      },
      {
        title: 'Como usamos os dados',
        paragraphs: [
          'Usamos os dados para criar e manter sua conta, autenticar suas chamadas, debitar e estornar créditos, emitir cobranças, prevenir fraudes e abusos, prestar suporte e enviar comunicações sobre o serviço.',
        ],
      },
      {
        title: 'Bases legais',
        paragraphs: [
          'Tratamos dados com base na execução do contrato (prestar o serviço que você contratou), no cumprimento de obrigações legais e fiscais e no legítimo interesse (segurança, prevenção de fraudes e melhoria do serviço), conforme o artigo 7º da LGPD.',
        ],
      },
      {
        title: 'Arquivos processados e retenção',
        paragraphs: [
          'Arquivos enviados e resultados gerados são temporários e apagados automaticamente em até 24 horas. A exceção é o histórico das ferramentas do painel (áudios do texto para fala e imagens do gerador de imagens), guardado por 30 dias para você baixar de novo e apagado automaticamente depois disso. Não os usamos para treinar modelos de IA.',
          'O registro de requisições que você vê no painel (horário, operação, status, duração, créditos, chave, ID da requisição, Idempotency-Key e user agent de cada chamada feita com as suas chaves) é guardado por 30 dias e apagado automaticamente depois disso. Chamadas com uma chave desconhecida não são registradas em nenhuma conta.',
          'Dados da conta, incluindo o histórico de uso de créditos, são mantidos enquanto ela estiver ativa. Registros de compras são guardados por 5 anos, como exige a legislação fiscal. Os registros de acesso à aplicação (endereço IP, data e hora de cada requisição), que o Marco Civil da Internet (Lei 12.965/2014, art. 15) nos obriga a guardar, ficam 6 meses nos logs de acesso do serviço, separados do registro de requisições (que não guarda o seu IP), e são apagados automaticamente depois disso, mesmo que a conta já tenha sido excluída.',
          'A newsletter é opcional e depende do seu consentimento (LGPD, art. 7º, I): guardamos apenas o e-mail inscrito, o idioma e as datas do pedido e da confirmação. Um endereço não confirmado pelo link enviado é apagado em 7 dias; um confirmado fica até você cancelar a inscrição pelo link de qualquer e-mail da newsletter, o que o apaga na hora. A inscrição é separada da conta: excluir a conta não a cancela, e cancelá-la não afeta a conta.',
        ],
      },
      {
        title: 'Compartilhamento',
        paragraphs: [
          'Não vendemos dados pessoais. Compartilhamos dados apenas com operadores que nos ajudam a prestar o serviço: hospedagem em nuvem (Amazon Web Services), pagamentos (Stripe) e, somente quando você usa funcionalidades de IA, o provedor de modelo que executa a operação. Também podemos compartilhar dados quando exigido por lei ou ordem judicial.',
        ],
      },
      {
        title: 'Transferência internacional',
        paragraphs: [
          'Alguns operadores podem armazenar ou processar dados fora do Brasil. Nesses casos adotamos as salvaguardas previstas no artigo 33 da LGPD, como cláusulas contratuais que garantem um nível de proteção adequado.',
        ],
      },
      {
        title: 'Segurança',
        paragraphs: [
          'Usamos criptografia em trânsito (HTTPS), chaves de API guardadas apenas como hash e cópia cifrada, controle de acesso por conta, registros de auditoria e exclusão automática de arquivos temporários. Nenhum sistema é totalmente imune a incidentes; se ocorrer um incidente relevante, avisaremos você e a ANPD conforme a lei.',
        ],
      },
      {
        title: 'Seus direitos',
        paragraphs: [
          'Pelo artigo 18 da LGPD, você pode pedir a confirmação do tratamento, acesso, correção, anonimização, portabilidade e eliminação dos seus dados, informações sobre compartilhamento e a revogação do consentimento. No próprio dashboard (Perfil → Seus dados) você exporta todos os seus dados em um arquivo (JSON e CSV) e exclui a sua conta; o restante, por privacidade@alquimia.dev, com resposta em até 15 dias.',
          'Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
        ],
      },
      {
        title: 'Armazenamento local, menores e alterações',
        paragraphs: [
          'O site guarda no seu navegador apenas o necessário para funcionar: a sessão de login e o idioma preferido. Não usamos cookies de publicidade nem rastreadores de terceiros.',
          'A plataforma não se destina a menores de 18 anos. Podemos atualizar esta Política; mudanças relevantes serão avisadas por e-mail ou no dashboard.',
        ],
      },
    ],
  },
};
