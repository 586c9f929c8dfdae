"""st/mint nn layers: mint.nn.Linear (bias, dtypes, 1-D / 3-D / empty inputs, wrong in_features), Identity (any
arguments), AdaptiveAvgPool3d (int / tuple / None output sizes, 4-D / 5-D, larger than the input), UpsamplingBilinear2d
(size / scale_factor, 3-D input), Threshold, LeakyReLU, LogSoftmax, MSELoss, ReLU(inplace) -- forward and
GradOperation(get_all) of the input, in PyNative (e_) and in a GRAPH_MODE Cell (g_), float32 / float16 / float64."""
import numpy as np
from _c import case
import mindspore as ms
from mindspore import Tensor, nn, mint, ops
from mindspore.common.initializer import One

DT = {"float32": ms.float32, "float16": ms.float16, "float64": ms.float64}


def arr(shape, dt, scale=0.37):
    n = int(np.prod(shape))
    return Tensor((np.cos(np.arange(n) * scale) * 2).reshape(shape).astype(dt))


def linear(i, o, bias=True, dtype=None):
    m = mint.nn.Linear(i, o, bias=bias, dtype=dtype) if dtype is not None else mint.nn.Linear(i, o, bias=bias)
    w = np.cos(np.arange(i * o)).reshape(o, i).astype(np.float32) / 3
    m.weight.set_data(Tensor(w, m.weight.dtype))
    if bias:
        m.bias.set_data(Tensor(np.arange(o).astype(np.float32) / 4 - 0.5, m.bias.dtype))
    return m


class Wrap(nn.Cell):
    def __init__(self, m):
        super().__init__()
        self.m = m

    def construct(self, x):
        return self.m(x)


LAYERS = [
    ("lin", lambda d: linear(3, 4), (2, 3)), ("lin_nobias", lambda d: linear(3, 4, False), (2, 3)),
    ("lin_1d", lambda d: linear(3, 4), (3,)), ("lin_3d", lambda d: linear(3, 2), (2, 2, 3)),
    ("lin_empty", lambda d: linear(3, 2), (0, 3)), ("lin_wrong_in", lambda d: linear(3, 2), (2, 4)),
    ("lin_dtype", lambda d: linear(3, 2, dtype=DT[d]), (2, 3)),
    ("ident", lambda d: mint.nn.Identity(), (2, 3)), ("ident_args", lambda d: mint.nn.Identity(54, unused="x"), (2, 0)),
    ("aap3_int", lambda d: mint.nn.AdaptiveAvgPool3d(2), (1, 2, 3, 4, 5)), ("aap3_tuple", lambda d: mint.nn.AdaptiveAvgPool3d((1, 2, 3)), (2, 3, 4, 5)),
    ("aap3_none", lambda d: mint.nn.AdaptiveAvgPool3d((None, 2, None)), (1, 2, 3, 4, 5)), ("aap3_big", lambda d: mint.nn.AdaptiveAvgPool3d(6), (1, 1, 3, 4, 5)),
    ("aap3_3d", lambda d: mint.nn.AdaptiveAvgPool3d(2), (3, 4, 5)), ("aap3_zero", lambda d: mint.nn.AdaptiveAvgPool3d(0), (1, 2, 3, 4, 5)),
    ("aap3_neg", lambda d: mint.nn.AdaptiveAvgPool3d(-2), (1, 2, 3, 4, 5)), ("aap3_one", lambda d: mint.nn.AdaptiveAvgPool3d(1), (1, 2, 3, 4, 5)),
    ("upb_size", lambda d: mint.nn.UpsamplingBilinear2d(size=(4, 5)), (1, 2, 2, 3)), ("upb_scale", lambda d: mint.nn.UpsamplingBilinear2d(scale_factor=(2.0, 1.5)), (1, 2, 2, 3)),
    ("upb_down", lambda d: mint.nn.UpsamplingBilinear2d(size=(1, 2)), (1, 1, 3, 4)), ("upb_3d", lambda d: mint.nn.UpsamplingBilinear2d(size=(4, 5)), (2, 2, 3)),
    ("upb_none", lambda d: mint.nn.UpsamplingBilinear2d(), (1, 2, 2, 3)), ("upb_both", lambda d: mint.nn.UpsamplingBilinear2d(size=(4, 4), scale_factor=(2.0, 2.0)), (1, 2, 2, 3)),
    ("upb_same", lambda d: mint.nn.UpsamplingBilinear2d(size=(2, 3)), (1, 2, 2, 3)),
    ("thr", lambda d: mint.nn.Threshold(0.5, -2.0), (2, 3)), ("thr_int_val", lambda d: mint.nn.Threshold(1, 20), (2, 3)),
    ("thr_inplace", lambda d: mint.nn.Threshold(0.0, 9.0, inplace=True), (2, 3)),
    ("lrelu", lambda d: mint.nn.LeakyReLU(0.2), (2, 3)), ("lrelu_neg", lambda d: mint.nn.LeakyReLU(-1.5), (2, 3)),
    ("lsm", lambda d: mint.nn.LogSoftmax(1), (2, 3)), ("lsm_none", lambda d: mint.nn.LogSoftmax(), (2, 3)), ("lsm_neg", lambda d: mint.nn.LogSoftmax(-3), (2, 3)),
    ("relu_inplace", lambda d: mint.nn.ReLU(inplace=True), (2, 3)), ("relu", lambda d: mint.nn.ReLU(), (2, 3)),
]
for name, mk, shape in LAYERS:
    for d in ("float32", "float16", "float64"):
        def fwd(graph):
            if graph:
                ms.set_context(mode=ms.GRAPH_MODE)
            return Wrap(mk(d))(arr(shape, d))

        def grad(graph):
            if graph:
                ms.set_context(mode=ms.GRAPH_MODE)
            return ops.GradOperation(get_all=True)(Wrap(mk(d)))(arr(shape, d))
        case(f"e_{name}_{d}", lambda: fwd(False))
        case(f"g_{name}_{d}", lambda: fwd(True))
        case(f"eg_{name}_{d}", lambda: grad(False))
        case(f"gg_{name}_{d}", lambda: grad(True))

for name, crit, a, b in [("mse", mint.nn.MSELoss(), (2, 3), (2, 3)), ("mse_sum", mint.nn.MSELoss(reduction="sum"), (2, 3), (3,)),
                         ("mse_none", mint.nn.MSELoss(reduction="none"), (2, 1), (1, 3))]:
    for d in ("float32", "float16", "float64"):
        case(f"e_{name}_{d}", lambda: crit(arr(a, d), arr(b, d, 0.9)))
        case(f"eg_{name}_{d}", lambda: ops.GradOperation(get_all=True)(crit)(arr(a, d), arr(b, d, 0.9)))
