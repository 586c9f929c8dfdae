"""The pre-2.0 path ``mindspore.dataset.vision.py_transforms`` (removed in MindSpore 2.x; kept so old
scripts import): the same transforms as :mod:`msgraph.dataset.vision`."""
from .augment import *  # noqa: F401,F403
from .transforms import *  # noqa: F401,F403
from .transforms import ImageTensorOperation  # noqa: F401
from .utils import Border, ImageBatchFormat, Inter, SliceMode  # noqa: F401
from .extra import *  # noqa: F401,F403,E402
from .extra_enums import AutoAugmentPolicy, ConvertMode  # noqa: F401,E402
