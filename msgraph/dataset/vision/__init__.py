"""``mindspore.dataset.vision``: image transforms and their enums."""
from . import augment, transforms, utils  # noqa: F401
from .augment import (  # noqa: F401
    AdjustBrightness, AdjustContrast, AdjustHue, AdjustSaturation, Affine, CutMixBatch, Equalize, Invert, MixUpBatch,
    RandomAffine, RandomColorAdjust, RandomRotation, Rotate, UniformAugment,
)
from .misc import SlicePatches, Solarize, TenCrop, write_file  # noqa: F401
from .transforms import (  # noqa: F401
    CenterCrop, Crop, CutOut, Decode, Grayscale, HorizontalFlip, HWC2CHW, ImageTensorOperation, Normalize, Pad,
    RandomCrop, RandomCropDecodeResize, RandomHorizontalFlip, RandomResizedCrop, RandomVerticalFlip, Rescale, Resize, ToNumpy, ToPIL,
    ToTensor, ToType, VerticalFlip,
)
from .utils import Border, ImageBatchFormat, ImageReadMode, Inter, SliceMode, get_image_num_channels, \
    get_image_size  # noqa: F401
from . import extra  # noqa: F401,E402
from .extra import (  # noqa: F401,E402
    AdjustGamma, AdjustSharpness, AutoAugment, AutoContrast, BoundingBoxAugment, ConvertColor, Erase, FiveCrop,
    GaussianBlur, HsvToRgb, LinearTransformation, MixUp, NormalizePad, PadToSize, Perspective, Posterize, RandAugment,
    RandomAdjustSharpness, RandomAutoContrast, RandomColor, RandomCropWithBBox, RandomEqualize, RandomErasing,
    RandomGrayscale, RandomHorizontalFlipWithBBox, RandomInvert, RandomLighting, RandomPerspective, RandomPosterize,
    RandomResize, RandomResizeWithBBox, RandomResizedCropWithBBox, RandomSelectSubpolicy, RandomSharpness,
    RandomSolarize, RandomVerticalFlipWithBBox, ResizeWithBBox, ResizedCrop, RgbToHsv, TrivialAugmentWide,
)
from .extra_enums import AutoAugmentPolicy, ConvertMode  # noqa: F401,E402
