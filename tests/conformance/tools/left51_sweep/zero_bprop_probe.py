"""Custom-bprop Cell followed by one op f: which f make MindSpore call the bprop (dout zeros) -> (5 + x, w + 9)."""
import os, sys
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
import mindspore.ops.operations as P
MODE = os.environ.get("MODE", "pynative")
ms.set_context(mode=ms.GRAPH_MODE if MODE == "graph" else ms.PYNATIVE_MODE)

class Custom(nn.Cell):
    def construct(self, x, w):
        return x * w
    def bprop(self, x, w, out, dout):
        return 5 + x, w + 9

def f_ident(y):
    return y

def f_mul0(y):
    return y * 0

def f_stop_gradient(y):
    return ops.stop_gradient(y) * 2

def f_floor(y):
    return ops.floor(y)

def f_ceil(y):
    return ops.ceil(y)

def f_round(y):
    return ops.round(y)

def f_rint(y):
    return ops.rint(y)

def f_trunc(y):
    return ops.trunc(y)

def f_sign(y):
    return ops.sign(y)

def f_P_Floor(y):
    return P.Floor()(y)

def f_P_Round(y):
    return P.Round()(y)

def f_P_Sign(y):
    return P.Sign()(y)

def f_P_Ceil(y):
    return P.Ceil()(y)

def f_P_Rint(y):
    return P.Rint()(y)

def f_P_Trunc(y):
    return P.Trunc()(y)

def f_floor_div(y):
    return ops.floor_div(y, Tensor(np.full((2, 3), 0.3, np.float32)))

def f_P_FloorDiv(y):
    return P.FloorDiv()(y, Tensor(np.full((2, 3), 0.3, np.float32)))

def f_op_floordiv(y):
    return y // 0.3

def f_floor_mod(y):
    return ops.floor_mod(y, Tensor(np.full((2, 3), 0.3, np.float32)))

def f_P_FloorMod(y):
    return P.FloorMod()(y, Tensor(np.full((2, 3), 0.3, np.float32)))

def f_P_Mod(y):
    return P.Mod()(y, Tensor(np.full((2, 3), 0.3, np.float32)))

def f_op_mod(y):
    return y % 0.3

def f_P_TruncateDiv(y):
    return P.TruncateDiv()(y, Tensor(np.full((2, 3), 0.3, np.float32)))

def f_P_TruncateMod(y):
    return P.TruncateMod()(y, Tensor(np.full((2, 3), 0.3, np.float32)))

def f_gt(y):
    return ops.cast(y > 1.0, ms.float32)

def f_gt_raw(y):
    return y > 1.0

def f_P_Greater(y):
    return P.Greater()(y, Tensor(np.ones((2, 3), np.float32)))

def f_P_Equal(y):
    return P.Equal()(y, Tensor(np.ones((2, 3), np.float32)))

def f_equal_cast(y):
    return ops.cast(ops.equal(y, 1.0), ms.float32)

def f_argmax(y):
    return ops.argmax(y, 1)

def f_P_Argmax(y):
    return P.Argmax()(y)

def f_argmax_cast(y):
    return ops.cast(ops.argmax(y, 1), ms.float32)

def f_argmin(y):
    return ops.argmin(y, 1)

def f_ones_like(y):
    return ops.ones_like(y)

def f_zeros_like(y):
    return ops.zeros_like(y)

def f_P_OnesLike(y):
    return P.OnesLike()(y)

def f_P_ZerosLike(y):
    return P.ZerosLike()(y)

def f_cast_int(y):
    return ops.cast(y, ms.int32)

def f_cast_int_f(y):
    return ops.cast(ops.cast(y, ms.int32), ms.float32)

def f_cast_bool(y):
    return ops.cast(y, ms.bool_)

def f_astype_int(y):
    return y.astype(ms.int64)

def f_logical_not(y):
    return ops.logical_not(ops.cast(y, ms.bool_))

def f_logical_and(y):
    return ops.logical_and(y > 1, y < 3)

def f_isnan(y):
    return ops.isnan(y)

def f_isfinite(y):
    return ops.isfinite(y)

def f_isinf(y):
    return ops.isinf(y)

def f_P_IsNan(y):
    return P.IsNan()(y)

def f_P_IsFinite(y):
    return P.IsFinite()(y)

def f_shape_int(y):
    return ops.shape(y)[0] * y

def f_dyn_shape(y):
    return ops.TensorShape()(y)

def f_P_Shape_mul(y):
    return y * 0 + 1

def f_size(y):
    return ops.size(y)

def f_fill_like(y):
    return ops.full_like(y, 3.0)

def f_zeros_like_add(y):
    return ops.zeros_like(y) + 1

def f_ones_like_mul(y):
    return ops.ones_like(y) * 2

def f_floor_sum(y):
    return ops.floor(y).sum()

def f_floor_mul_y(y):
    return ops.floor(y) * 2

def f_argmax_onehot(y):
    return ops.one_hot(ops.argmax(y, 1), 3, Tensor(1.0), Tensor(0.0))

def f_sort_idx(y):
    return ops.sort(y)[1]

def f_topk_idx(y):
    return ops.topk(y, 2)[1]

def f_bitwise_and(y):
    return ops.bitwise_and(ops.cast(y, ms.int32), ops.cast(y, ms.int32))

def f_relu_neg(y):
    return ops.relu(-y - 100)

def f_maximum_big(y):
    return ops.maximum(y, Tensor(np.full((2, 3), 100.0, np.float32)))

def f_where_false(y):
    return ops.where(y > 1000, y, Tensor(np.zeros((2, 3), np.float32)))

def f_select_idx(y):
    return ops.gather(y, Tensor(np.array([0], np.int32)), 0) * 0

def f_heaviside(y):
    return ops.heaviside(y, Tensor(np.ones((2, 3), np.float32)))

def f_signbit(y):
    return ops.signbit(y)

def f_invert(y):
    return ops.invert(ops.cast(y, ms.int32))

def f_random_like(y):
    return ops.bernoulli(y, 0.0) if False else ops.floor(y * 0)

def f_nonzero(y):
    return ops.nonzero(y)

def f_equal_count(y):
    return ops.equal_count(y, y) if hasattr(ops, "equal_count") else y * 0

def f_histc(y):
    return ops.histc(y, 4, 0.0, 10.0)

def f_searchsorted(y):
    return ops.searchsorted(Tensor(np.array([0.5, 1.5, 4.0], np.float32)), y)

def f_bucketize(y):
    return ops.bucketize(y, [1.0, 2.0])

def f_le_int(y):
    return ops.le(y, 2.0)

def f_ne(y):
    return ops.ne(y, 2.0)

def f_isclose(y):
    return ops.isclose(y, y)

F = {"ident": f_ident, "mul0": f_mul0, "stop_gradient": f_stop_gradient, "floor": f_floor, "ceil": f_ceil, "round": f_round, "rint": f_rint, "trunc": f_trunc, "sign": f_sign, "P_Floor": f_P_Floor, "P_Round": f_P_Round, "P_Sign": f_P_Sign, "P_Ceil": f_P_Ceil, "P_Rint": f_P_Rint, "P_Trunc": f_P_Trunc, "floor_div": f_floor_div, "P_FloorDiv": f_P_FloorDiv, "op_floordiv": f_op_floordiv, "floor_mod": f_floor_mod, "P_FloorMod": f_P_FloorMod, "P_Mod": f_P_Mod, "op_mod": f_op_mod, "P_TruncateDiv": f_P_TruncateDiv, "P_TruncateMod": f_P_TruncateMod, "gt": f_gt, "gt_raw": f_gt_raw, "P_Greater": f_P_Greater, "P_Equal": f_P_Equal, "equal_cast": f_equal_cast, "argmax": f_argmax, "P_Argmax": f_P_Argmax, "argmax_cast": f_argmax_cast, "argmin": f_argmin, "ones_like": f_ones_like, "zeros_like": f_zeros_like, "P_OnesLike": f_P_OnesLike, "P_ZerosLike": f_P_ZerosLike, "cast_int": f_cast_int, "cast_int_f": f_cast_int_f, "cast_bool": f_cast_bool, "astype_int": f_astype_int, "logical_not": f_logical_not, "logical_and": f_logical_and, "isnan": f_isnan, "isfinite": f_isfinite, "isinf": f_isinf, "P_IsNan": f_P_IsNan, "P_IsFinite": f_P_IsFinite, "shape_int": f_shape_int, "dyn_shape": f_dyn_shape, "P_Shape_mul": f_P_Shape_mul, "size": f_size, "fill_like": f_fill_like, "zeros_like_add": f_zeros_like_add, "ones_like_mul": f_ones_like_mul, "floor_sum": f_floor_sum, "floor_mul_y": f_floor_mul_y, "argmax_onehot": f_argmax_onehot, "sort_idx": f_sort_idx, "topk_idx": f_topk_idx, "bitwise_and": f_bitwise_and, "relu_neg": f_relu_neg, "maximum_big": f_maximum_big, "where_false": f_where_false, "select_idx": f_select_idx, "heaviside": f_heaviside, "signbit": f_signbit, "invert": f_invert, "random_like": f_random_like, "nonzero": f_nonzero, "equal_count": f_equal_count, "histc": f_histc, "searchsorted": f_searchsorted, "bucketize": f_bucketize, "le_int": f_le_int, "ne": f_ne, "isclose": f_isclose}

x = Tensor(np.array([[0.5, 1.5, 2.5], [-1.0, 3.2, 0.7]], np.float32))
w = Tensor(np.array([[2.0, 1.0, 1.0], [1.0, 1.0, 3.0]], np.float32))
only = sys.argv[1:] or list(F)
for name in only:
    f = F[name]
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.c = Custom()
        def construct(self, x, w):
            return f(self.c(x, w))
    try:
        g = ops.GradOperation(get_all=True)(Net())(x, w)
        print(name, [a.asnumpy().ravel()[:3].tolist() for a in g])
    except Exception as e:
        print(name, "ERROR", type(e).__name__, str(e).splitlines()[0][:150] if str(e) else "")
