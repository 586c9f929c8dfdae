"""Wrapper Cells for training."""
from .cell_wrapper import TrainOneStepCell, WithLossCell  # noqa: F401
