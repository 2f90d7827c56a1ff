// The two unhashed files every remote serves beside each other: the federation plugin's manifest (its default
// name) and the entry script it points to. webpack-app.cjs names the entry; first-paint.cjs preloads both for
// the remotes of the last visit's first screen, the entry found next to its manifest.
// The shell's build writes beside its page what it provides to the remotes (issue 48: the deploy gate reads it).
module.exports = { remoteManifestFile: 'mf-manifest.json', remoteEntryFile: 'remoteEntry.js', providesFile: 'federation-provides.json' };
