export { RichText as Rich } from '../../../components/rich-text.js';
