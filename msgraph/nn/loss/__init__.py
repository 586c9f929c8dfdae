"""Loss Cells."""
from .loss import BCEWithLogitsLoss, L1Loss, LossBase, MSELoss, SoftmaxCrossEntropyWithLogits  # noqa: F401
