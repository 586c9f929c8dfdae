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
from .bitwise import BitwiseAnd, BitwiseOr, BitwiseXor  # noqa: F401
from .rounding import Round  # noqa: F401
