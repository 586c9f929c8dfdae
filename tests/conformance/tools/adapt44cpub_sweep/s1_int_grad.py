"""Gradients (GradOperation(get_all=True, sens_param=True) of a one-primitive Cell) of the m..z CPU-kernel ops and the
arithmetic they sit beside, over integer / unsigned / bool / float16 / float64 inputs with ties, zeros and equal
operands (the dtype matrix the st files use plus the narrow unsigned types: MaximumGrad's uint32 tie was a
TypeError in msgraph)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case

X = np.array([1, 5, 3, 7, 2, 0])
Y = np.array([1, 2, 3, 9, 4, 2])
D = np.array([3, 5, 7, 9, 2, 1])
DTS = (np.uint8, np.uint16, np.uint32, np.uint64, np.int8, np.int32, np.int64, np.float16, np.float64, np.bool_)


class Bin(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, a, b):
        return self.op(a, b)


class Un(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, a):
        return self.op(a)


BIN = ["Mul", "Sub", "Add", "RealDiv", "Div", "Maximum", "Minimum", "SquaredDifference", "Pow", "FloorDiv",
       "FloorMod", "TruncateDiv", "TruncateMod", "Xdivy", "Xlogy", "DivNoNan", "MulNoNan", "Atan2", "NotEqual"]
UN = ["Neg", "Square", "Sqrt", "Rsqrt", "Sign", "ReLU", "ReLU6", "Abs", "Sin", "Sinh", "Tan", "Tanh", "Sigmoid",
      "Softplus", "Reciprocal", "Exp", "OnesLike", "ZerosLike", "Trunc", "Round"]
for name in BIN:
    for dt in DTS:
        def f(name=name, dt=dt):
            g = ops.GradOperation(get_all=True, sens_param=True)(Bin(getattr(P, name)()))
            return g(Tensor(X.astype(dt)), Tensor(Y.astype(dt)), Tensor(D.astype(dt)))
        case(f"{name}.{np.dtype(dt).name}", f)
for name in UN:
    for dt in DTS:
        def f(name=name, dt=dt):
            g = ops.GradOperation(get_all=True, sens_param=True)(Un(getattr(P, name)()))
            return g(Tensor(X.astype(dt)), Tensor(D.astype(dt)))
        case(f"{name}.{np.dtype(dt).name}", f)
# reductions and shape ops over a (2, 3) input
X2 = X.reshape(2, 3)
RED = [("ReduceSum", (1,)), ("ReduceMean", (0,)), ("ReduceMax", (1,)), ("ReduceMin", (0,)), ("ReduceProd", (1,))]
for name, ax in RED:
    for dt in DTS:
        def f(name=name, dt=dt, ax=ax):
            g = ops.GradOperation(get_all=True, sens_param=True)(Bin(getattr(P, name)()))
            d = np.array([4, 6]) if ax == (1,) else np.array([4, 6, 8])
            return g(Tensor(X2.astype(dt)), ax, Tensor(d.astype(dt)))
        case(f"{name}.{np.dtype(dt).name}", f)
for dt in DTS:
    case(f"Transpose.{np.dtype(dt).name}", lambda dt=dt: ops.GradOperation(get_all=True, sens_param=True)(
        Bin(P.Transpose()))(Tensor(X2.astype(dt)), (1, 0), Tensor(X2.T.astype(dt))))
    case(f"Tile.{np.dtype(dt).name}", lambda dt=dt: ops.GradOperation(get_all=True, sens_param=True)(
        Bin(P.Tile()))(Tensor(X2.astype(dt)), (2, 1), Tensor(np.arange(12).reshape(4, 3).astype(dt))))
    case(f"Select.{np.dtype(dt).name}", lambda dt=dt: ops.GradOperation(get_all=True, sens_param=True)(
        ops.select)(Tensor(X > 2), Tensor(X.astype(dt)), Tensor(Y.astype(dt)), Tensor(D.astype(dt))))
