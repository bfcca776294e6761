// The app's look, in cascade order: the font, the kit's tokens, then this farm's brand and base styles.
import '@fontsource-variable/inter';
import './fonts.css';
import '@farmkit/ui/theme.css';
import './global.css';
