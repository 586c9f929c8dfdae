"""Wrapper Cells for training."""
from .cell_wrapper import TrainOneStepCell, WithLossCell  # noqa: F401
from .loss_scale import DynamicLossScaleUpdateCell, FixedLossScaleUpdateCell, TrainOneStepWithLossScaleCell  # noqa: F401
