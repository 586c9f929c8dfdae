"""m..z CPU-kernel primitives with a non-default constructor argument, over float16 / float32 / float64 and a
normal, an empty and (where the op takes one) a 0-d input: the forward value and GradOperation(get_all=True) of
the Cell (sens all ones), both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _h import case


class Net(nn.Cell):
    def __init__(self, op, extra=()):
        super().__init__()
        self.op = op
        self.extra = extra

    def construct(self, *a):
        return self.op(*a, *self.extra)


def X(shape, dt, lo=-2.0):
    n = int(np.prod(shape))
    return Tensor((np.arange(n, dtype=np.float64) * 0.37 + lo).reshape(shape).astype(dt))


# (label, primitive factory, inputs(dt, shape) -> list of Tensors, extra constant args, shapes)
S = [(2, 3), (0, 3), ()]
OPS = [
    ("MirrorPad.sym", lambda: P.MirrorPad("SYMMETRIC"), lambda dt, s: [X(s, dt), Tensor([[1, 1], [1, 0]][:len(s)] or [[0, 0]], ms.int64)], (), S[:2]),
    ("PReLU", lambda: P.PReLU(), lambda dt, s: [X(s, dt), Tensor(np.array([0.25] * (s[1] if len(s) > 1 else 1), dt))], (), S[:2]),
    ("ReLU6", lambda: P.ReLU6(), lambda dt, s: [X(s, dt, -3) * 3], (), S),
    ("SoftShrink.0.8", lambda: P.SoftShrink(0.8), lambda dt, s: [X(s, dt)], (), S),
    ("HShrink.0.3", lambda: P.HShrink(0.3), lambda dt, s: [X(s, dt)], (), S),
    ("Softplus", lambda: P.Softplus(), lambda dt, s: [X(s, dt)], (), S),
    ("Softsign", lambda: P.Softsign(), lambda dt, s: [X(s, dt)], (), S),
    ("Mish", lambda: P.Mish(), lambda dt, s: [X(s, dt)], (), S),
    ("SeLU", lambda: P.SeLU(), lambda dt, s: [X(s, dt)], (), S),
    ("Tanh", lambda: P.Tanh(), lambda dt, s: [X(s, dt)], (), S),
    ("Sigmoid", lambda: P.Sigmoid(), lambda dt, s: [X(s, dt)], (), S),
    ("Softmax.0", lambda: P.Softmax(0), lambda dt, s: [X(s, dt)], (), S[:2]),
    ("LogSoftmax.0", lambda: P.LogSoftmax(0), lambda dt, s: [X(s, dt)], (), S[:2]),
    ("SmoothL1Loss.b0.5.sum", lambda: P.SmoothL1Loss(0.5, "sum"), lambda dt, s: [X(s, dt), X(s, dt, -1.5)], (), S),
    ("SmoothL1Loss.b2.mean", lambda: P.SmoothL1Loss(2.0, "mean"), lambda dt, s: [X(s, dt), X(s, dt, -1.0)], (), S),
    ("SigmoidCEWithLogits", lambda: P.SigmoidCrossEntropyWithLogits(), lambda dt, s: [X(s, dt), X(s, dt, 0.0) * 0.1], (), S),
    ("SquaredDifference", lambda: P.SquaredDifference(), lambda dt, s: [X(s, dt), X(s, dt, 1.0)], (), S),
    ("Xdivy", lambda: P.Xdivy(), lambda dt, s: [X(s, dt), X(s, dt, 0.5)], (), S),
    ("Xlogy", lambda: P.Xlogy(), lambda dt, s: [X(s, dt), X(s, dt, 0.5)], (), S),
    ("TruncateDiv", lambda: P.TruncateDiv(), lambda dt, s: [X(s, dt), X(s, dt, 0.9)], (), S),
    ("TruncateMod", lambda: P.TruncateMod(), lambda dt, s: [X(s, dt), X(s, dt, 0.9)], (), S),
    ("Sqrt", lambda: P.Sqrt(), lambda dt, s: [X(s, dt, 0.1)], (), S),
    ("Rsqrt", lambda: P.Rsqrt(), lambda dt, s: [X(s, dt, 0.1)], (), S),
    ("Square", lambda: P.Square(), lambda dt, s: [X(s, dt)], (), S),
    ("Sin", lambda: P.Sin(), lambda dt, s: [X(s, dt)], (), S),
    ("Sinh", lambda: P.Sinh(), lambda dt, s: [X(s, dt)], (), S),
    ("Tan", lambda: P.Tan(), lambda dt, s: [X(s, dt)], (), S),
    ("Sign", lambda: P.Sign(), lambda dt, s: [X(s, dt)], (), S),
    ("Trunc", lambda: P.Trunc(), lambda dt, s: [X(s, dt)], (), S),
    ("Round", lambda: P.Round(), lambda dt, s: [X(s, dt)], (), S),
    ("Transpose", lambda: P.Transpose(), lambda dt, s: [X(s, dt)], ((1, 0),), S[:2]),
    ("Squeeze.0", lambda: P.Squeeze(0), lambda dt, s: [X((1,) + s, dt)], (), S),
    ("StridedSlice.mask", lambda: P.StridedSlice(1, 0, 0, 0, 0), lambda dt, s: [X(s, dt)], ((0, 1), (2, 3), (1, 1)), S[:2]),
    ("Split.1.3", lambda: P.Split(1, 3), lambda dt, s: [X(s, dt)], (), S[:2]),
    ("Tile", lambda: P.Tile(), lambda dt, s: [X(s, dt)], ((2, 1),), S[:1]),
    ("ReverseV2", lambda: P.ReverseV2((1,)), lambda dt, s: [X(s, dt)], (), S[:2]),
    ("TopK.2", lambda: P.TopK(True), lambda dt, s: [X(s, dt)], (2,), S[:1]),
    ("Sort.desc", lambda: P.Sort(0, True), lambda dt, s: [X(s, dt)], (), S[:2]),
    ("Unstack.1", lambda: P.Unstack(1), lambda dt, s: [X(s, dt)], (), S[:2]),
    ("Stack.1", lambda: P.Stack(1), lambda dt, s: [(X(s, dt), X(s, dt, 1.0))], (), S),
    ("ReduceStd", lambda: P.ReduceStd(axis=1, unbiased=False), lambda dt, s: [X(s, dt)], (), S[:2]),
    ("Renorm.p1", lambda: P.Renorm(1, 0, 2.0), lambda dt, s: [X(s, dt)], (), S[:2]),
    ("ZerosLike", lambda: P.ZerosLike(), lambda dt, s: [X(s, dt)], (), S),
    ("OnesLike", lambda: P.OnesLike(), lambda dt, s: [X(s, dt)], (), S),
    ("UnsortedSegmentSum", lambda: P.UnsortedSegmentSum(), lambda dt, s: [X(s, dt), Tensor(np.array([1, 0, 1][:s[0]] if len(s) else 0, np.int32))], (3,), S[:2]),
    ("UnsortedSegmentMax", lambda: P.UnsortedSegmentMax(), lambda dt, s: [X(s, dt), Tensor(np.array([1, 0, 1][:s[0]] if len(s) else 0, np.int32))], (3,), S[:1]),
    ("ResizeNearestNeighbor", lambda: P.ResizeNearestNeighbor((3, 4), True), lambda dt, s: [X((1, 1) + s, dt)], (), S[:1]),
    ("ResizeBilinearV2.hp", lambda: P.ResizeBilinearV2(False, True), lambda dt, s: [X((1, 1) + s, dt)], ((3, 5),), S[:1]),
    ("NLLLoss.sum", lambda: P.NLLLoss("sum"), lambda dt, s: [X((2, 3), dt), Tensor([2, 0], ms.int32), Tensor(np.array([0.5, 1.0, 2.0], dt))], (), S[:1]),
    ("SoftmaxCEWithLogits", lambda: P.SoftmaxCrossEntropyWithLogits(), lambda dt, s: [X(s, dt), Tensor(np.eye(2, 3)[:s[0]].astype(dt))], (), S[:2]),
    ("Pow.2.5", lambda: P.Pow(), lambda dt, s: [X(s, dt, 0.1)], (2.5,), S),
    ("Maximum.2d", lambda: P.Maximum(), lambda dt, s: [X(s, dt), X(s, dt, -1.26)], (), S),
    ("Minimum.2d", lambda: P.Minimum(), lambda dt, s: [X(s, dt), X(s, dt, -1.26)], (), S),
    ("RealDiv", lambda: P.RealDiv(), lambda dt, s: [X(s, dt), X(s, dt, 0.5)], (), S),
    ("Neg", lambda: P.Neg(), lambda dt, s: [X(s, dt)], (), S),
]
for label, mk, inputs, extra, shapes in OPS:
    for dt in (np.float16, np.float32, np.float64):
        for s in shapes:
            tag = f"{label}.{np.dtype(dt).name}.{'x'.join(map(str, s)) or '0d'}"

            def fwd(mk=mk, inputs=inputs, extra=extra, dt=dt, s=s):
                return Net(mk(), extra)(*inputs(dt, s))

            def grd(mk=mk, inputs=inputs, extra=extra, dt=dt, s=s):
                return ops.GradOperation(get_all=True)(Net(mk(), extra))(*inputs(dt, s))
            case(tag + ".fwd", fwd)
            case(tag + ".grad", grd)
