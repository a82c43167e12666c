import { plannedServices } from '../catalogue/services.js';
import { openApiTexts } from '../openapi.js';
import { operations } from '../operations/index.js';
import { outputFieldTexts } from '../operations/outputs/field-texts.js';
import { extraPack, freeTier, plans } from '../plans.js';
import { problemTitles } from '../problems.js';
import { familyNames } from './families.js';
import { catalogueLoaders, operationTextLoaders } from './index.js';
import { es as openApiEs } from './openapi/es.js';
import { fr as openApiFr } from './openapi/fr.js';
import { pt as openApiPt } from './openapi/pt.js';
import { es as responsesEs } from './responses/es.js';
import { fr as responsesFr } from './responses/fr.js';
import { pt as responsesPt } from './responses/pt.js';
import type { TranslationInputs } from './sources.js';

/** This repository's sources and translations, as shared/i18n/sources.ts compares them (the test and the script). */
export async function currentTranslationInputs(): Promise<TranslationInputs> {
  const [pt, en, es, fr, siteEn, siteEs, siteFr] = await Promise.all([
    operationTextLoaders.pt(),
    operationTextLoaders.en(),
    operationTextLoaders.es(),
    operationTextLoaders.fr(),
    catalogueLoaders.en(),
    catalogueLoaders.es(),
    catalogueLoaders.fr(),
  ]);
  return {
    operations,
    operationTexts: { pt, en, es, fr },
    plannedServices,
    openApi: openApiTexts,
    openApiTexts: { pt: openApiPt, es: openApiEs, fr: openApiFr },
    problemTitles,
    outputFieldTexts,
    responseTexts: { pt: responsesPt, es: responsesEs, fr: responsesFr },
    familyNames,
    plans,
    freeTier,
    extraPack,
    catalogueTexts: { en: siteEn, es: siteEs, fr: siteFr },
  };
}
