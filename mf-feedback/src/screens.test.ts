import { testScreenManifest } from '@dtp/test-support';
import { screens } from './screens';

// Besides its page, mf-feedback exposes views other remotes embed (README.md): those have no route.
testScreenManifest('mf_feedback', `${__dirname}/..`, screens, { viewsWithoutRoute: true });
