"""Primitive classes (MindSpore's ``from mindspore.ops import operations as P``)."""
from .array_ops import Cast, Concat, Gather, Split, Stack, UnsortedSegmentSum  # noqa: F401
from .conv import AvgPool, Col2Im, Conv2D, Im2Col, MaxPool  # noqa: F401
from .control import Assign, AssignAdd, AssignSub, Depend, Identity, Print, StopGradient  # noqa: F401
from .creation import Eye, Fill, Ones, OnesLike, Range, Zeros, ZerosLike  # noqa: F401
from .indexing import AddAt, GetItem, SetItem  # noqa: F401
from .linalg import BatchMatMul, MatMul  # noqa: F401
from .math import (  # noqa: F401
    Abs, Add, ClipByValue, Cos, Div, Equal, Erf, Exp, Floor, FloorDiv, FloorMod, Greater, GreaterEqual, IsFinite,
    IsNan, Less, LessEqual, Log, Log1p, LogicalAnd, LogicalNot, LogicalOr, Maximum, Minimum, Mul, Neg, NotEqual,
    Pow, RealDiv, Rsqrt, Select, Sigmoid, Sign, Sin, Sqrt, Square, Sub, Tanh,
)
from .nn_ops import Dropout, GeLU, LogSoftmax, OneHot, ReLU, Softmax, Softplus  # noqa: F401
from .reduce import (  # noqa: F401
    Argmax, Argmin, CumProd, CumSum, ReduceAll, ReduceAny, ReduceMax, ReduceMean, ReduceMin, ReduceProd, ReduceSum,
)
from .registry import Primitive, PrimitiveWithInfer  # noqa: F401
from .shape_ops import BroadcastTo, ExpandDims, Flatten, Reshape, Squeeze, Tile, Transpose  # noqa: F401
from .comm_ops import AllGather, AllReduce, Broadcast, ReduceOp, ReduceScatter  # noqa: F401,E402  (collectives)
from .optim_ops import FloatStatus  # noqa: F401  (h-optim)
# --- ops family additions (h-ops): more math, array, nn, image and random primitives ---
from .math_extra import (  # noqa: F401,E402
    ACos, Acosh, Asin, Asinh, Atan, Atan2, Atanh, Ceil, Cosh, Expm1, LogicalXor, Reciprocal, Round, Sinh,
    SquaredDifference, Tan, BitwiseAnd, BitwiseOr, BitwiseXor,
)
from .array_extra import (  # noqa: F401,E402
    ArgMaxWithValue, ArgMinWithValue, GatherD, GatherNd, Pad, ReverseSequence, ReverseV2, ScatterNd, ScatterNdAdd,
    ScatterNdUpdate, Sort, TensorScatterAdd, TensorScatterUpdate, TopK, NonZero, Unique,
)
from .array_compose import (  # noqa: F401,E402
    AddN, DType, DepthToSpace, EmbeddingLookup, Rank, ScalarToTensor, Shape, Size, Slice, SpaceToDepth, TupleToArray,
    Unstack,
)
from .nn_extra import (  # noqa: F401,E402
    BiasAdd, BinaryCrossEntropy, HistogramSummary, ImageSummary, L2Loss, L2Normalize, LayerNorm, ScalarSummary,
    SigmoidCrossEntropyWithLogits, SmoothL1Loss, SoftmaxCrossEntropyWithLogits, SparseSoftmaxCrossEntropyWithLogits,
    TensorSummary,
)
from .image_ops import (  # noqa: F401,E402
    IOU, BoundingBoxDecode, BoundingBoxEncode, CheckValid, CropAndResize, NMSWithMask, RandomChoiceWithMask, ResizeBilinear,
    ResizeBilinearV2, ResizeNearestNeighbor, ROIAlign,
)
from .random_ops import Multinomial, StandardNormal, UniformInt, UniformReal  # noqa: F401,E402
from .functional_extra import AdaptiveAvgPool2D, Erfc, IsInf, LinSpace, Meshgrid, Tril, Triu, Trunc  # noqa: F401,E402
from .ctc import CTCLoss  # noqa: F401,E402
from .prims_extra import (  # noqa: F401,E402
    BCEWithLogitsLoss, DynamicShape, Elu, FastGeLU, GatherV2, HShrink, HSigmoid, HSwish, InplaceAdd, InplaceSub,
    InplaceUpdate, Inv, IsClose, KLDivLoss, Lerp, Logit, MaskedFill, Mish, Mod, NLLLoss, PReLU, ReLU6, SeLU, SoftShrink,
    Softsign, SparseGatherV2, StridedSlice, TensorShape, TruncateDiv, TruncateMod, Xdivy, Xlogy,
)
from .scatter_write import ScatterAdd, ScatterSub, ScatterUpdate  # noqa: F401,E402  (in-place scatter ops)
from .bitwise import BitwiseAnd, BitwiseOr, BitwiseXor  # noqa: F401
from .rounding import Round  # noqa: F401
from .st_extra import (  # noqa: F401,E402  (h-confc: primitives MindSpore's st op tests use)
    ApproximateEqual, Cdist, CeLU, DivNoNan, EqualCount, Ger, LpNorm, MaskedSelect, Renorm, Rint, SquareSumAll,
    TensorScatterSub, UnsortedSegmentMax, UnsortedSegmentMin, UnsortedSegmentProd,
)
