"""``mindspore.train.loss_scale_manager``: the loss-scale managers (defined in :mod:`msgraph.amp`)."""
from ..amp import DynamicLossScaleManager, FixedLossScaleManager, LossScaleManager  # noqa: F401

__all__ = ["LossScaleManager", "FixedLossScaleManager", "DynamicLossScaleManager"]
