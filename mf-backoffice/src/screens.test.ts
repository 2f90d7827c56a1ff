import { testScreenManifest } from '@dtp/test-support';
import { screens } from './screens';

testScreenManifest('mf_backoffice', `${__dirname}/..`, screens);
