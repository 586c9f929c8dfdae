"""gradients of the model zoo's most used primitives (tests/api/API_USAGE.tsv) at edge inputs (ties, zeros,
negatives, inf / NaN, repeated indices) over float16 / float32 / float64, each op called inside a Tensor-condition
`if` and a 2-step `for` loop of a Cell differentiated with GradOperation(get_all=True) (and sens_param)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

P = ops.operations if hasattr(ops, "operations") else ops

TIES = np.array([[1.0, 3.0, 3.0, -2.0], [0.0, 0.0, -1.0, -1.0], [2.0, 2.0, 2.0, 2.0]], np.float32)
EDGE = np.array([[0.0, -0.0, 1e-3, -5.0], [np.inf, -np.inf, 2.0, np.nan], [1.0, -1.0, 100.0, -100.0]], np.float32)
IDX = np.array([[0, 0], [2, 3], [0, 0]], np.int32)

def op_concat(a, b):
    return P.Concat(1)((a, b, a))


def op_reshape(a, b):
    return P.Reshape()(a, (4, 3)) * 2


def op_cast_f32(a, b):
    return P.Cast()(a, ms.float32) * 3


def op_cast_f16(a, b):
    return P.Cast()(a, ms.float16) * 3


def op_reducesum_kd(a, b):
    return P.ReduceSum(keep_dims=True)(a * b, 1)


def op_reducesum_all(a, b):
    return P.ReduceSum()(a * b)


def op_reducesum_empty_axis(a, b):
    return P.ReduceSum()(a * b, ())


def op_reducemean_neg(a, b):
    return P.ReduceMean(True)(a * b, -1)


def op_reducemean_tuple(a, b):
    return P.ReduceMean()(a * b, (0, 1))


def op_transpose(a, b):
    return P.Transpose()(a, (1, 0)) * b.T


def op_squeeze(a, b):
    return P.Squeeze(0)(P.ExpandDims()(a, 0)) * b


def op_tile(a, b):
    return P.Tile()(a, (2, 1))


def op_select(a, b):
    return P.Select()(a > b, a * 2, b * 3)


def op_sigmoid(a, b):
    return P.Sigmoid()(a) * b


def op_matmul_tb(a, b):
    return P.MatMul(transpose_b=True)(a, b)


def op_matmul_ta(a, b):
    return P.MatMul(transpose_a=True)(a, b)


def op_split(a, b):
    return P.Split(1, 2)(a)[1] * P.Split(1, 2)(b)[0]


def op_argmaxwv(a, b):
    return P.ArgMaxWithValue(axis=1)(a)[1] * 2


def op_argmaxwv_kd0(a, b):
    return P.ArgMaxWithValue(axis=0, keep_dims=True)(a * b)[1]


def op_argminwv(a, b):
    return P.ArgMinWithValue(axis=1)(a)[1] * 2


def op_gathernd_rep(a, b):
    return P.GatherNd()(a, Tensor(IDX)) * 2


def op_minimum(a, b):
    return P.Minimum()(a, b)


def op_maximum(a, b):
    return P.Maximum()(a, b)


def op_maximum_self(a, b):
    return P.Maximum()(a, a)


def op_softmax(a, b):
    return P.Softmax()(a) * b


def op_softmax_ax0(a, b):
    return P.Softmax(0)(a) * b


def op_topk(a, b):
    return P.TopK()(a, 2)[0] * 2


def op_log(a, b):
    return P.Log()(a)


def op_tanh(a, b):
    return P.Tanh()(a) * b


def op_exp(a, b):
    return P.Exp()(a * 0.01)


def op_reciprocal(a, b):
    return P.Reciprocal()(a)


def op_smoothl1(a, b):
    return P.SmoothL1Loss()(a, b)


def op_smoothl1_beta0_5(a, b):
    return P.SmoothL1Loss(beta=0.5)(a, b)


def op_slice(a, b):
    return P.Slice()(a, (1, 1), (2, -1)) * 2


def op_sigmoid_ce(a, b):
    return P.SigmoidCrossEntropyWithLogits()(a, b)


def op_leakyrelu(a, b):
    return ops.leaky_relu(a, 0.2)


def op_relu(a, b):
    return P.ReLU()(a) * b


def op_sqrt(a, b):
    return ops.sqrt(a)


def op_abs(a, b):
    return ops.abs(a)


def op_pow2(a, b):
    return ops.pow(a, 2.0)


def op_pow_b(a, b):
    return ops.pow(a, b)


def op_div(a, b):
    return a / b


def op_realdiv(a, b):
    return P.RealDiv()(a, b)


def op_sub(a, b):
    return P.Sub()(a, b) * a


def op_greater_where(a, b):
    return ops.where(P.Greater()(a, b), a, b)


def op_l2norm(a, b):
    return P.L2Normalize(axis=1)(a)


def op_clip(a, b):
    return ops.clip_by_value(a, Tensor(0.0, ms.float32), Tensor(2.0, ms.float32))


def op_square(a, b):
    return P.Square()(a - b)


def op_reducemax(a, b):
    return P.ReduceMax()(a, 1)


def op_reducemin_kd(a, b):
    return P.ReduceMin(True)(a, 0)


def op_logsoftmax(a, b):
    return P.LogSoftmax()(a)


def op_onehot_mul(a, b):
    return P.OneHot()(Tensor(np.array([0, 3, 1], np.int32)), 4, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)) * a


def op_zeroslike(a, b):
    return P.ZerosLike()(a) + b


def op_expand_tile(a, b):
    return P.Tile()(P.ExpandDims()(a, 1), (1, 2, 1))


OPS = {
    "concat": op_concat,
    "reshape": op_reshape,
    "cast_f32": op_cast_f32,
    "cast_f16": op_cast_f16,
    "reducesum_kd": op_reducesum_kd,
    "reducesum_all": op_reducesum_all,
    "reducesum_empty_axis": op_reducesum_empty_axis,
    "reducemean_neg": op_reducemean_neg,
    "reducemean_tuple": op_reducemean_tuple,
    "transpose": op_transpose,
    "squeeze": op_squeeze,
    "tile": op_tile,
    "select": op_select,
    "sigmoid": op_sigmoid,
    "matmul_tb": op_matmul_tb,
    "matmul_ta": op_matmul_ta,
    "split": op_split,
    "argmaxwv": op_argmaxwv,
    "argmaxwv_kd0": op_argmaxwv_kd0,
    "argminwv": op_argminwv,
    "gathernd_rep": op_gathernd_rep,
    "minimum": op_minimum,
    "maximum": op_maximum,
    "maximum_self": op_maximum_self,
    "softmax": op_softmax,
    "softmax_ax0": op_softmax_ax0,
    "topk": op_topk,
    "log": op_log,
    "tanh": op_tanh,
    "exp": op_exp,
    "reciprocal": op_reciprocal,
    "smoothl1": op_smoothl1,
    "smoothl1_beta0.5": op_smoothl1_beta0_5,
    "slice": op_slice,
    "sigmoid_ce": op_sigmoid_ce,
    "leakyrelu": op_leakyrelu,
    "relu": op_relu,
    "sqrt": op_sqrt,
    "abs": op_abs,
    "pow2": op_pow2,
    "pow_b": op_pow_b,
    "div": op_div,
    "realdiv": op_realdiv,
    "sub": op_sub,
    "greater_where": op_greater_where,
    "l2norm": op_l2norm,
    "clip": op_clip,
    "square": op_square,
    "reducemax": op_reducemax,
    "reducemin_kd": op_reducemin_kd,
    "logsoftmax": op_logsoftmax,
    "onehot_mul": op_onehot_mul,
    "zeroslike": op_zeroslike,
    "expand_tile": op_expand_tile,
}


class OpNet(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a, b):
        if a.sum() > 1000:
            out = self.fn(a, b) * 0.5
        else:
            out = self.fn(a, b)
        for _ in range(2):
            out = out * 1.0
        return out


class Plain(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, a, b):
        return self.fn(a, b)


BASES = {"ties": TIES, "edge": EDGE}
DTS = [ms.float32, ms.float16, ms.float64]
for name, fn in OPS.items():
    for bname, base in BASES.items():
        for dt in DTS:
            a = Tensor(base).astype(dt)
            b = Tensor(np.flip(base, 1).copy() * 0.5 + 0.25).astype(dt)
            lab = "%s %s %s" % (name, bname, dt)
            case(lab + " cf", lambda fn=fn, a=a, b=b: ops.GradOperation(get_all=True)(OpNet(fn))(a, b))
            if dt == ms.float32:
                case(lab + " plain", lambda fn=fn, a=a, b=b: ops.GradOperation(get_all=True)(Plain(fn))(a, b))
