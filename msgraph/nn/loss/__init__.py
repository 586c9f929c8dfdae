"""Loss Cells."""
from .loss import BCEWithLogitsLoss, L1Loss, LossBase, MSELoss, SoftmaxCrossEntropyWithLogits  # noqa: F401
# --- h-nn: more losses ---
from .loss_ext import (  # noqa: F401
    BCELoss, CosineEmbeddingLoss, CrossEntropyLoss, DiceLoss, GaussianNLLLoss, HingeEmbeddingLoss, HuberLoss,
    KLDivLoss, MarginRankingLoss, MultiLabelSoftMarginLoss, MultiMarginLoss, NLLLoss, PoissonNLLLoss, SmoothL1Loss, SoftMarginLoss,
)
from .loss_more import CTCLoss, FocalLoss, MAELoss, MultiClassDiceLoss, RMSELoss  # noqa: F401  (h-ut2)
from .loss_more import TripletMarginWithDistanceLoss  # noqa: F401  (h-doc25)
