"""The pre-2.0 path ``mindspore.dataset.transforms.c_transforms`` (removed in MindSpore 2.x; kept so old
scripts import): the same transforms as :mod:`msgraph.dataset.transforms`."""
from .transforms import *  # noqa: F401,F403
