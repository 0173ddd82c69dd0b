/**
 * The layout primitives live in @portal/ui; the files below still import them through this module and
 * are switched to @portal/ui directly as their owners next touch them. Nothing is defined here.
 */
export { Grid, Muted, Notice, Row, Stack } from '@portal/ui/layout';
export { Select } from '@portal/ui/Input';
export { ProgressBar } from '@portal/ui/ProgressBar';
