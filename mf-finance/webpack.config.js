// Name, port and standalone nav come from this area's entry in areas.json.
const { createAreaWebpackConfig } = require('../shared/build/create-area-webpack-config');

module.exports = createAreaWebpackConfig(__dirname);
