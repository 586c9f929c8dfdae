"""msgraph.nn: Cell, containers, layers, losses and optimizers (all written with ops)."""
from .cell import Cell  # noqa: F401
from .container import CellList, SequentialCell  # noqa: F401
from .layer import (  # noqa: F401
    GELU, AvgPool2d, BatchNorm1d, BatchNorm2d, Conv2d, Dense, Dropout, Embedding, Flatten, LayerNorm, LogSoftmax,
    MaxPool2d, ReLU, Sigmoid, Softmax, Tanh, get_activation,
)
from .loss import BCEWithLogitsLoss, L1Loss, LossBase, MSELoss, SoftmaxCrossEntropyWithLogits  # noqa: F401
from .optim import LARS, SGD, Adagrad, Adam, AdamW, AdamWeightDecay, Lamb, Momentum, Optimizer, RMSProp  # noqa: F401
from .parameter_tuple import ParameterTuple  # noqa: F401
from .wrap import TrainOneStepCell, WithLossCell  # noqa: F401
# training layer (msgraph.train): metrics and the evaluation wrapper Model builds
from . import metrics  # noqa: F401,E402
from .metrics import (  # noqa: F401,E402
    F1, MAE, MSE, ROC, Accuracy, BleuScore, ConfusionMatrix, CosineSimilarity, Dice, Fbeta, Loss, Metric, Perplexity,
    Precision, Recall, auc,
    Top1CategoricalAccuracy, Top5CategoricalAccuracy, TopKCategoricalAccuracy, get_metric_fn, get_metrics, names,
    rearrange_inputs,
)
from .wrap.eval_cell import WithEvalCell  # noqa: F401,E402
from .wrap import DistributedGradReducer  # noqa: F401,E402  (data parallelism)
# learning rates, optimizers, loss scaling (h-optim)
from . import dynamic_lr, learning_rate_schedule  # noqa: F401,E402
from .dynamic_lr import (  # noqa: F401,E402
    cosine_decay_lr, exponential_decay_lr, inverse_decay_lr, natural_exp_decay_lr, piecewise_constant_lr,
    polynomial_decay_lr, warmup_lr,
)
from .learning_rate_schedule import (  # noqa: F401,E402
    CosineDecayLR, ExponentialDecayLR, InverseDecayLR, LearningRateSchedule, NaturalExpDecayLR, PolynomialDecayLR,
    WarmUpLR,
)
from .wrap.loss_scale import (  # noqa: F401,E402
    DynamicLossScaleUpdateCell, FixedLossScaleUpdateCell, TrainOneStepWithLossScaleCell,
)
from .cell_dict import CellDict  # noqa: F401,E402  (h-tensorapi)
