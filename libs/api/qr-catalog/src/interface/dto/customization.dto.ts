import {
  CAPTION_POSITIONS,
  type CaptionPosition,
  ERROR_CORRECTION_LEVELS,
  type ErrorCorrectionLevel,
  FINDER_CENTRE_STYLES,
  FINDER_FRAME_STYLES,
  type FinderCentreStyle,
  type FinderFrameStyle,
  FRAME_TEMPLATES,
  type FrameTemplate,
  MAX_GRADIENT_STOPS,
  MAX_LOGO_MARGIN,
  MAX_LOGO_SIZE,
  MIN_GRADIENT_STOPS,
  MIN_LOGO_SIZE,
  MODULE_PATTERNS,
  type ModulePattern,
  type QrColourStop,
  type QrCustomization,
  type QrCustomizationInput,
  type QrFill,
  type QrFrame,
  type QrLinearGradient,
  type QrLogo,
  type QrRadialGradient,
  type QrSolidFill,
} from '@liveqr/qr-render';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';

/**
 * The design model of @liveqr/qr-render in the contract, so the web apps get its types from the
 * generated client. Documentation only: the handlers check a design with the renderer's rules.
 */

const HEX_COLOUR = { example: '#1a237e', pattern: '^#[0-9a-f]{6}$', description: '`#rrggbb`, lower case.' } as const;

export class QrColourStopDto implements QrColourStop {
  @ApiProperty({ minimum: 0, maximum: 1, example: 0, description: 'Where along the gradient: 0 start, 1 end.' })
  offset!: number;
  @ApiProperty(HEX_COLOUR) colour!: string;
}

export class QrSolidFillDto implements QrSolidFill {
  @ApiProperty({ enum: ['solid'], example: 'solid' }) type!: 'solid';
  @ApiProperty(HEX_COLOUR) colour!: string;
}

const STOPS_DOC = {
  type: [QrColourStopDto] as [typeof QrColourStopDto],
  minItems: MIN_GRADIENT_STOPS,
  maxItems: MAX_GRADIENT_STOPS,
};

export class QrLinearGradientDto implements QrLinearGradient {
  @ApiProperty({ enum: ['linear'], example: 'linear' }) type!: 'linear';
  @ApiProperty({ example: 45, description: 'Degrees: 0 left to right, 90 top to bottom.' }) angle!: number;
  @ApiProperty(STOPS_DOC) stops!: QrColourStopDto[];
}

export class QrRadialGradientDto implements QrRadialGradient {
  @ApiProperty({ enum: ['radial'], example: 'radial' }) type!: 'radial';
  @ApiProperty({ ...STOPS_DOC, description: "From the symbol's centre (0) to its corners (1)." })
  stops!: QrColourStopDto[];
}

const FILLS = [QrSolidFillDto, QrLinearGradientDto, QrRadialGradientDto];
const FILL_SCHEMA = {
  oneOf: FILLS.map((fill) => ({ $ref: getSchemaPath(fill) })),
  discriminator: {
    propertyName: 'type',
    mapping: {
      solid: getSchemaPath(QrSolidFillDto),
      linear: getSchemaPath(QrLinearGradientDto),
      radial: getSchemaPath(QrRadialGradientDto),
    },
  },
};

const LOGO_IMAGE_DOC = {
  example: 'data:image/png;base64,iVBORw0KGgo...',
  description: 'PNG, JPG or SVG as a data URL.',
};
const LOGO_SIZE_DOC = {
  minimum: MIN_LOGO_SIZE,
  maximum: MAX_LOGO_SIZE,
  example: 0.15,
  description: "Share of the symbol's width; the content may allow less (`symbol.maximumLogoSize`).",
};
const LOGO_MARGIN_DOC = { minimum: 0, maximum: MAX_LOGO_MARGIN, example: 1, description: 'Clear space in modules.' };

export class QrLogoDto implements QrLogo {
  @ApiProperty(LOGO_IMAGE_DOC) image!: string;
  @ApiProperty(LOGO_SIZE_DOC) size!: number;
  @ApiProperty(LOGO_MARGIN_DOC) margin!: number;
}

const FRAME_TEMPLATE_DOC = { enum: FRAME_TEMPLATES, example: 'banner' } as const;
const CAPTION_DOC = { example: 'Scan me' } as const;
const CAPTION_POSITION_DOC = { enum: CAPTION_POSITIONS, example: 'bottom' } as const;

export class QrFrameDto implements QrFrame {
  @ApiProperty(FRAME_TEMPLATE_DOC) template!: FrameTemplate;
  @ApiProperty(CAPTION_DOC) caption!: string;
  @ApiProperty(CAPTION_POSITION_DOC) captionPosition!: CaptionPosition;
  @ApiProperty(HEX_COLOUR) colour!: string;
}

const BACKGROUND_DOC = { example: '#ffffff', description: 'The quiet zone and light modules.' } as const;
const TRANSPARENT_DOC = { example: false, description: 'PNG and SVG leave the background out.' } as const;
const FINDER_COLOUR_DOC = { description: 'The three corner squares; absent: they take the foreground.' } as const;
const MODULE_PATTERN_DOC = { enum: MODULE_PATTERNS, example: 'rounded' } as const;
const FINDER_FRAME_DOC = { enum: FINDER_FRAME_STYLES, example: 'extra-rounded' } as const;
const FINDER_CENTRE_DOC = { enum: FINDER_CENTRE_STYLES, example: 'circle' } as const;
const ERROR_CORRECTION_DOC = {
  enum: ERROR_CORRECTION_LEVELS,
  example: 'M',
  description: 'The level asked for; a logo may raise the level the code is drawn with.',
} as const;

/** A validated design with defaults filled: what the API stores and answers. */
@ApiExtraModels(...FILLS)
export class QrCustomizationDto implements QrCustomization {
  @ApiProperty(FILL_SCHEMA) foreground!: QrFill;
  @ApiProperty({ ...HEX_COLOUR, ...BACKGROUND_DOC }) background!: string;
  @ApiProperty(TRANSPARENT_DOC) transparentBackground!: boolean;
  @ApiPropertyOptional({ ...HEX_COLOUR, ...FINDER_COLOUR_DOC }) finderColour?: string;
  @ApiProperty(MODULE_PATTERN_DOC) modulePattern!: ModulePattern;
  @ApiProperty(FINDER_FRAME_DOC) finderFrame!: FinderFrameStyle;
  @ApiProperty(FINDER_CENTRE_DOC) finderCentre!: FinderCentreStyle;
  @ApiProperty(ERROR_CORRECTION_DOC) errorCorrection!: ErrorCorrectionLevel;
  @ApiPropertyOptional({ type: QrLogoDto }) logo?: QrLogoDto;
  @ApiPropertyOptional({ type: QrFrameDto }) frame?: QrFrameDto;
}

const CSS_COLOUR = { example: 'navy', description: 'Any CSS colour; stored as `#rrggbb`.' } as const;

export class QrLogoInputDto {
  @ApiProperty(LOGO_IMAGE_DOC) image!: string;
  @ApiPropertyOptional({ ...LOGO_SIZE_DOC, default: 0.15 }) size?: number;
  @ApiPropertyOptional({ ...LOGO_MARGIN_DOC, default: 1 }) margin?: number;
}

export class QrFrameInputDto {
  @ApiProperty(CAPTION_DOC) caption!: string;
  @ApiPropertyOptional(FRAME_TEMPLATE_DOC) template?: FrameTemplate;
  @ApiPropertyOptional(CAPTION_POSITION_DOC) captionPosition?: CaptionPosition;
  @ApiPropertyOptional(CSS_COLOUR) colour?: string;
}

/**
 * A design as a request gives it: any subset (the rest takes the defaults), colours in any CSS
 * form, the foreground also as a plain colour.
 */
@ApiExtraModels(...FILLS)
export class QrCustomizationInputDto implements QrCustomizationInput {
  @ApiPropertyOptional({ oneOf: [{ type: 'string', ...CSS_COLOUR }, ...FILL_SCHEMA.oneOf] })
  foreground?: string | QrFill;
  @ApiPropertyOptional({ ...CSS_COLOUR, ...BACKGROUND_DOC }) background?: string;
  @ApiPropertyOptional(TRANSPARENT_DOC) transparentBackground?: boolean;
  @ApiPropertyOptional({ ...CSS_COLOUR, ...FINDER_COLOUR_DOC }) finderColour?: string;
  @ApiPropertyOptional(MODULE_PATTERN_DOC) modulePattern?: ModulePattern;
  @ApiPropertyOptional(FINDER_FRAME_DOC) finderFrame?: FinderFrameStyle;
  @ApiPropertyOptional(FINDER_CENTRE_DOC) finderCentre?: FinderCentreStyle;
  @ApiPropertyOptional(ERROR_CORRECTION_DOC) errorCorrection?: ErrorCorrectionLevel;
  @ApiPropertyOptional({ type: QrLogoInputDto }) logo?: QrLogoInputDto;
  @ApiPropertyOptional({ type: QrFrameInputDto }) frame?: QrFrameInputDto;
}
