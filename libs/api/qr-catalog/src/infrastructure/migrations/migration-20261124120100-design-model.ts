import { Migration } from '@mikro-orm/migrations';

/**
 * Rewrites stored customizations from the first design model — `{ foreground, background,
 * moduleStyle: square|rounded|dots, cornerStyle: square|rounded|dot, logo?: string,
 * frame?: { caption } }`, often `{}` — into the current one, so nothing reads old names again.
 * The old 'dot' corner becomes circle frame and centre; a logo keeps a 15% size and a one-module
 * margin (the old logos covered more, which only the H level allowed); a logo that was a remote
 * URL is dropped, as the server never fetched it and only SVG could show it.
 */
export const REWRITE_FIRST_DESIGN_MODEL = `
  update qr_codes set customization = jsonb_strip_nulls(jsonb_build_object(
    'foreground', jsonb_build_object('type', 'solid', 'colour', coalesce(customization->>'foreground', '#000000')),
    'background', coalesce(customization->>'background', '#ffffff'),
    'transparentBackground', false,
    'modulePattern', coalesce(customization->>'moduleStyle', 'square'),
    'finderFrame', case customization->>'cornerStyle' when 'rounded' then 'rounded' when 'dot' then 'circle' else 'square' end,
    'finderCentre', case customization->>'cornerStyle' when 'rounded' then 'rounded' when 'dot' then 'circle' else 'square' end,
    'errorCorrection', 'M',
    'logo', case when customization->>'logo' like 'data:image/%'
      then jsonb_build_object('image', customization->>'logo', 'size', 0.15, 'margin', 1) end,
    'frame', case when customization->'frame'->>'caption' is not null
      then jsonb_build_object('template', 'rounded-banner', 'caption', customization->'frame'->>'caption',
        'captionPosition', 'bottom', 'colour', coalesce(customization->>'foreground', '#000000')) end
  ))
  where not customization ? 'modulePattern'`;

export class Migration20261124120100DesignModel extends Migration {
  override async up(): Promise<void> {
    this.addSql(REWRITE_FIRST_DESIGN_MODEL);
  }

  override async down(): Promise<void> {
    // The new model holds more than the old one could; going back keeps codes drawable as defaults.
    this.addSql(`update qr_codes set customization = '{}'`);
  }
}
