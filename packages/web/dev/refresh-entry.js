// The React Refresh entry of every development bundle: the hook that records React DOM first, then the
// plugin's own entry (which hooks the refresh runtime into it). Imports run in this order.
import './devtools-hook.js';
import '@rspack/plugin-react-refresh/react-refresh-entry';
