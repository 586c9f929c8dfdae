"""st pynative test_pynative_layernorm_input_and_argmaxwithvalue variants: nn.LayerNorm over axes / dtypes with
GradOperation(get_all, get_by_list, sens), P.ArgMaxWithValue / ArgMinWithValue over axes, keep_dims, dtypes, ties,
NaN, gradients."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, ParameterTuple
from mindspore.ops import operations as P
from _h import case

def data(shape, dt, seed=0):
    n = int(np.prod(shape))
    return ((np.arange(n) * 0.731 % 1.0 - 0.5) * 6).reshape(shape).astype(dt)

class GradAll(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.params = ParameterTuple(net.trainable_params())
        self.g = ops.GradOperation(get_all=True, get_by_list=True, sens_param=True)
    def construct(self, x, s):
        return self.g(self.net, self.params)(x, s)

for dn, dt in (("f16", np.float16), ("f32", np.float32), ("f64", np.float64)):
    for shape, nshape, axis, paxis in (((2, 3, 4), (4,), -1, -1), ((2, 3, 4), (3, 4), 1, 1), ((2, 3, 4), (2, 3, 4), 0, 0),
                                      ((4, 5), (5,), -1, -1), ((2, 3, 4), (3, 4), -2, -2)):
        def t(dt=dt, shape=shape, nshape=nshape, axis=axis, paxis=paxis):
            ln = nn.LayerNorm(nshape, begin_norm_axis=axis, begin_params_axis=paxis, dtype=ms.float32 if dt != np.float64 else ms.float64) if False else \
                nn.LayerNorm(nshape, begin_norm_axis=axis, begin_params_axis=paxis)
            ln.to_float(ms.float16) if dt == np.float16 else None
            x = Tensor(data(shape, dt))
            out = ln(x)
            return out, GradAll(ln)(x, Tensor(data(shape, dt, 1)[::-1].copy() if len(shape) == 1 else data(shape, dt) * 0.5))
        case(f"ln_{dn}_{len(shape)}_{axis}", t)
    for axis in (0, 1, -1):
        for kd in (False, True):
            case(f"argmaxv_{dn}_{axis}_{kd}", lambda dt=dt, axis=axis, kd=kd: P.ArgMaxWithValue(axis=axis, keep_dims=kd)(Tensor(data((3, 4), dt))))
            case(f"argminv_{dn}_{axis}_{kd}", lambda dt=dt, axis=axis, kd=kd: P.ArgMinWithValue(axis=axis, keep_dims=kd)(Tensor(data((3, 4), dt))))
    case(f"argmaxv_ties_{dn}", lambda dt=dt: P.ArgMaxWithValue(axis=1)(Tensor(np.array([[1, 3, 3, 0], [2, 2, 2, 2]], dt))))
    case(f"argmaxv_nan_{dn}", lambda dt=dt: P.ArgMaxWithValue(axis=1)(Tensor(np.array([[1, np.nan, 3, 0], [np.nan, 2, np.nan, 2]], dt))))
    case(f"argmaxv_grad_{dn}", lambda dt=dt: ops.GradOperation(get_all=True)(lambda x: P.ArgMaxWithValue(axis=0)(x)[1])(Tensor(data((3, 4), dt))))
    case(f"argminv_grad_sens_{dn}", lambda dt=dt: ops.GradOperation(sens_param=True)(lambda x: P.ArgMinWithValue(axis=1, keep_dims=True)(x)[1])(Tensor(data((3, 4), dt)), Tensor(np.ones((3, 1), dt) * 2)))
for dn, dt in (("i32", np.int32), ("u8", np.uint8), ("i64", np.int64), ("b", np.bool_)):
    case(f"argmaxv_{dn}", lambda dt=dt: P.ArgMaxWithValue(axis=0)(Tensor(np.array([[1, 0], [3, 1]], dt))))
case("argmaxv_0d", lambda: P.ArgMaxWithValue()(Tensor(2.0)))
case("argmaxv_badaxis", lambda: P.ArgMaxWithValue(axis=2)(Tensor(data((3, 4), np.float32))))
case("argmaxv_empty", lambda: P.ArgMaxWithValue(axis=0)(Tensor(np.zeros((0, 3), np.float32))))
case("ln_bad_shape", lambda: nn.LayerNorm((5,))(Tensor(data((2, 4), np.float32))))
case("ln_f64", lambda: nn.LayerNorm((4,), dtype=ms.float64)(Tensor(data((2, 4), np.float64))))
