// Every build carried the table of the modules it provides twice (ADR 0014). webpack 5.111
// adds its own "sharing" runtime module whenever a chunk needs the share scope, and
// @module-federation/enhanced adds its own beside it, one stage later: enhanced's assigns
// __webpack_require__.S and __webpack_require__.I again before anything calls them, so
// webpack's (those two assignments and one register call per provided module) never runs. This
// plugin takes webpack's out of the chunks that have both.
const webpack = require('webpack');
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const PLUGIN_NAME = 'OneShareRuntimePlugin';

class OneShareRuntimePlugin {
  apply(compiler) {
    if (compiler.webpack !== webpack) {
      // instanceof below would never match, and the build would quietly keep both.
      throw new Error(
        `${PLUGIN_NAME}: the build runs a different webpack than build/ (@tablehop/build)`,
      );
    }
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap(PLUGIN_NAME, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter(
            (module) => module.name === 'sharing',
          );
          for (const module of sharing) {
            if (!(module instanceof WebpackShareRuntimeModule)) continue;
            // Only where another one runs after it and so replaces what it assigns.
            const replacedBy = sharing.find(
              (other) =>
                !(other instanceof WebpackShareRuntimeModule) && other.stage > module.stage,
            );
            if (replacedBy) chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
          }
        }
      });
    });
  }
}

module.exports = { OneShareRuntimePlugin };
