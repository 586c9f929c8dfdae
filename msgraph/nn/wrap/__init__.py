"""Wrapper Cells for training."""
from .cell_wrapper import TrainOneStepCell, WithLossCell  # noqa: F401
from .grad_reducer import DistributedGradReducer  # noqa: F401
from .loss_scale import DynamicLossScaleUpdateCell, FixedLossScaleUpdateCell, TrainOneStepWithLossScaleCell  # noqa: F401
from .eval_cell import WithEvalCell  # noqa: F401
from .grad_cells import ForwardValueAndGrad, ParameterUpdate, WithGradCell  # noqa: F401  (h-zoo)
