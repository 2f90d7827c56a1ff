// The two unhashed files every remote serves beside each other: the federation plugin's manifest (its default
// name) and the entry script it points to. webpack-app.cjs names the entry; first-paint.cjs preloads both for
// the remotes of the last visit's first screen, the entry found next to its manifest.
module.exports = { remoteManifestFile: 'mf-manifest.json', remoteEntryFile: 'remoteEntry.js' };
