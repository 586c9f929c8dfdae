"""Wrapper Cells for training."""
from .cell_wrapper import TrainOneStepCell, WithLossCell  # noqa: F401
from .eval_cell import WithEvalCell  # noqa: F401  (h-nn)
