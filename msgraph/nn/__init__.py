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
    Precision, Recall, auc, ConfusionMatrixMetric, HausdorffDistance, MeanSurfaceDistance, OcclusionSensitivity,
    RootMeanSquareDistance, Top1CategoricalAccuracy, Top5CategoricalAccuracy, TopKCategoricalAccuracy, get_metric_fn, get_metrics, names,
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
# --- h-nn: more layers, losses and wrappers ---
from .layer import (  # noqa: F401,E402
    ELU, HSigmoid, HSwish, Hardtanh, Identity, LeakyReLU, LogSigmoid, Mish, PReLU, ReLU6, SiLU, Softmin, Softsign,
    Tanhshrink,
)
from .layer import Conv1d, Conv1dTranspose, Conv2dTranspose  # noqa: F401,E402
from .layer import PReLUExt  # noqa: F401,E402  (h-doc25: mint.nn.PReLU)
from .layer import CentralCrop, ClipByNorm, Pad, ResizeBilinear, Upsample  # noqa: F401,E402
from .layer import (  # noqa: F401,E402
    AdaptiveAvgPool1d, AdaptiveAvgPool2d, AdaptiveAvgPool3d, AdaptiveMaxPool2d, AvgPool1d, BatchNorm3d, Conv2dBnAct, DenseBnAct,
    GroupNorm, InstanceNorm1d, InstanceNorm2d, InstanceNorm3d, MaxPool1d, SyncBatchNorm,
)
from .layer import GRU, LSTM, RNN, GRUCell, LSTMCell, RNNCell  # noqa: F401,E402
from .layer import (  # noqa: F401,E402
    MultiheadAttention, Transformer, TransformerDecoder, TransformerDecoderLayer, TransformerEncoder,
    TransformerEncoderLayer,
)
from .loss import (  # noqa: F401,E402
    BCELoss, CosineEmbeddingLoss, CrossEntropyLoss, DiceLoss, GaussianNLLLoss, HingeEmbeddingLoss, HuberLoss,
    KLDivLoss, MarginRankingLoss, MultiLabelSoftMarginLoss, MultiMarginLoss, NLLLoss, PoissonNLLLoss, SmoothL1Loss,
    SoftMarginLoss,
)
from .layer import (  # noqa: F401,E402
    ConstantPad1d, ConstantPad2d, ConstantPad3d, ReflectionPad1d, ReflectionPad2d, ReflectionPad3d, ReplicationPad1d,
    ReplicationPad2d, ReplicationPad3d, ZeroPad2d,
)
from .layer import Dropout1d, Dropout2d, Dropout3d  # noqa: F401,E402
from .layer import (  # noqa: F401,E402
    CELU, GLU, ChannelShuffle, HShrink, Norm, OneHot, PixelShuffle, PixelUnshuffle, Roll, SeLU, Softmax2d, SoftShrink,
    Threshold, Tril, Triu, Unflatten,
)
from .wrap import WithEvalCell  # noqa: F401,E402
from . import cell_api as _cell_api  # noqa: F401,E402  (Cell.add_flags, recompute, shard... where cell.py lacks them)
from .cell_dict import CellDict  # noqa: F401,E402  (h-tensorapi)
from .layer.st_extra import FastGelu, L1Regularizer, Range  # noqa: F401,E402  (h-confc: Cells of MindSpore's st op tests)
from .layer.st_cpu_b import RReLU, SparseTensorDenseMatmul, SparseToDense, TimeDistributed  # noqa: F401,E402  (h-opsb: Cells of MindSpore st op tests n-z)
from .layer.matmul_cell import MatMul  # noqa: F401,E402  (h-pynat: deprecated nn.MatMul)
from .layer.st_cpu_a2 import LRN, BiDense, Conv3d, Conv3dTranspose  # noqa: F401,E402  (h-cpua session 6: nn.BiDense, nn.Conv3d)
from .wrap.grad_cells import ForwardValueAndGrad, ParameterUpdate, WithGradCell  # noqa: F401,E402  (h-zoo)
from . import custom_vjp as _custom_vjp  # noqa: F401,E402  (h-grad2: grad_func.custom_vjp, a Cell with bprop)
from . import insert_gradient as _insert_gradient  # noqa: F401,E402  (h-grad2: ops.InsertGradientOf)
from .optim import ASGD, FTRL, AdaMax, Adadelta, ProximalAdagrad, Rprop  # noqa: F401,E402  (h-ut2: more optimizers)
from .optim import AdamOffload, LazyAdam  # noqa: F401,E402  (h-pyn5: deprecated Adam variants)
from .optim import AdaFactor  # noqa: F401,E402  (h-pyn2)
from .loss import CTCLoss, FocalLoss, MAELoss, MultiClassDiceLoss, RMSELoss  # noqa: F401,E402  (h-ut2: more losses)
from .loss import TripletMarginWithDistanceLoss  # noqa: F401,E402  (h-doc25)
from .layer.image_more import MSSSIM, PSNR, SSIM, ImageGradients  # noqa: F401,E402  (h-ut2: image quality Cells)
from .layer.pooling_more import (  # noqa: F401,E402  (h-ut2: more pooling Cells)
    AdaptiveMaxPool1d, AvgPool3d, LPPool1d, LPPool2d, MaxPool3d, MaxUnpool1d, MaxUnpool2d, MaxUnpool3d,
    FractionalMaxPool2d, FractionalMaxPool3d,  # h-tens
)
from .layer.pooling_top2 import AdaptiveMaxPool3d  # noqa: F401,E402  (h-opsA s8)
from . import cell_buffers as _cell_buffers  # noqa: E402  (h-nn: Cell buffers and state_dict, MindSpore 2.10)
_cell_buffers.install()
from ..common import generator as _generator  # noqa: E402  (h-nn: Generator._step's graph code reads ``ops``)
from .. import ops as _ops_module  # noqa: E402
_generator.ops = _ops_module
from .layer.embedding_lookup import EmbeddingLookup, MultiFieldEmbeddingLookup  # noqa: F401,E402  (h-nn; h-ut4)
from . import repr_ms as _repr_ms  # noqa: E402  (h-nn: MindSpore 2.10 layer reprs and Cell.phase)
_repr_ms.install(globals())
from .graph_cell import GraphCell  # noqa: F401,E402  (h-cpu2: runs what ms.load read from ms.export's MINDIR)
from .layer.math_cells import DiGamma, IGamma, LBeta, LGamma, Moments  # noqa: F401,E402  (h-comp3: nn.layer.math)
# h-zoo4: ``mindspore.nn.layer`` re-exports the containers and every layer (zoo code writes nn.layer.CellList)
from . import layer as _layer_pkg  # noqa: E402
from .layer.math_cells import CosineSimilarity as _CosineSimilarityCell  # noqa: E402
_layer_pkg.CosineSimilarity = _CosineSimilarityCell   # nn.layer's is the Cell, nn's the metric (MindSpore 2.10)
for _name in ("AdaptiveMaxPool1d", "AdaptiveMaxPool3d", "AvgPool3d", "BiDense", "CellDict", "CellList", "Conv3d",
              "Conv3dTranspose", "DiGamma", "EmbeddingLookup", "FastGelu", "FractionalMaxPool2d",
              "FractionalMaxPool3d", "IGamma", "ImageGradients", "L1Regularizer", "LBeta", "LGamma", "LPPool1d",
              "LPPool2d", "LRN", "MSSSIM", "MatMul", "MaxPool3d", "MaxUnpool1d", "MaxUnpool2d", "MaxUnpool3d",
              "Moments", "MultiFieldEmbeddingLookup", "PSNR", "RReLU", "Range", "SSIM", "SequentialCell",
              "TimeDistributed"):
    if not hasattr(_layer_pkg, _name):
        setattr(_layer_pkg, _name, globals()[_name])
del _name
from .unfold import Unfold  # noqa: F401,E402  (h-ops23 s23: the deprecated ExtractImagePatches Cell)
from .api22 import (  # noqa: F401,E402  (h-api s22: nn names msgraph lacked)
    MatDet, MatInverse, MatrixDiag, MatrixDiagPart, MatrixSetDiag, MultilabelMarginLoss, ReduceLogSumExp, TripletMarginLoss,
)
from . import probability  # noqa: F401,E402  (h-doc25: MindSpore's ``nn.probability`` is there after ``import mindspore.nn``)
from .grad import Jvp, Vjp  # noqa: F401,E402  (api26: MindSpore 2.10 exports the deprecated Cells from nn)
from .utils import no_init_parameters  # noqa: F401,E402  (api26: nn.no_init_parameters, as MindSpore 2.10)
from .wrap.micro_batch import GradAccumulationCell, MicroBatchInterleaved, PipelineCell  # noqa: F401,E402  (api26)
from . import sparse  # noqa: F401,E402  (api26: mindspore.nn.sparse)
from .loss.sampled_softmax import SampledSoftmaxLoss  # noqa: F401,E402  (api26)
