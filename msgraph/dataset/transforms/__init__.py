"""``mindspore.dataset.transforms``: general transforms (TypeCast, OneHot, Compose...)."""
from . import transforms  # noqa: F401
from .transforms import (  # noqa: F401
    Compose, Concatenate, Duplicate, Fill, Mask, OneHot, PadEnd, PyTensorOperation, RandomApply, RandomChoice,
    RandomOrder, Relational, Slice, TensorOperation, TypeCast, Unique, not_random,
)
from .. import vision  # noqa: F401,E402  (MindSpore exposes ds.transforms.vision too)
