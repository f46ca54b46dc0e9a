// embed.js entry (webpack.embed.config.js): defines <litfund-calculator api-base="..."> on load.
import { defineLitfundCalculator } from './litfund-calculator.ts';

defineLitfundCalculator();
